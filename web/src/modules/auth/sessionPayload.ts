import type { SessionUser } from '../../app/sessionDocuments';

/** A session as the sign-in mutations answer it, shaped like the login's (nullable fields made null). */
export type SessionPayload = { token: string; user: SessionUser };
type AnsweredUser = Omit<SessionUser, 'department' | 'tenantId' | 'tenantName' | 'depot' | 'ownLanguage'> & {
  ownLanguage?: string | null;
  department?: string | null;
  tenantId?: string | null;
  tenantName?: string | null;
  depot?: { id: string; code: string } | null;
};
export const toSession = (p: { token: string; user: AnsweredUser }): SessionPayload => ({
  token: p.token,
  user: {
    ...p.user,
    department: p.user.department ?? null,
    tenantId: p.user.tenantId ?? null,
    tenantName: p.user.tenantName ?? null,
    depot: p.user.depot ?? null,
    ownLanguage: p.user.ownLanguage ?? null,
  },
});
