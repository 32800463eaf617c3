import { Messages } from '../contracts/messages';

/** Coded domain errors: services throw these; HTTP and GraphQL present them (status, code, message). */
export type ErrorCode =
  | 'BAD_USER_INPUT' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE' | 'UNPROCESSABLE' | 'RATE_LIMITED' | 'INTERNAL_SERVER_ERROR';

export const httpStatusOf: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL_SERVER_ERROR: 500,
};

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Field-level messages, e.g. { username: ['Username is required'] }. */
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const badInput = (message: string, fields?: Record<string, string[]>) => new DomainError('BAD_USER_INPUT', message, fields);
export const notFound = (what = 'Resource') => new DomainError('NOT_FOUND', `${what} not found`);
export const forbidden = (message: string = Messages.forbidden) => new DomainError('FORBIDDEN', message);
export const unauthenticated = (message: string = Messages.sessionExpired) => new DomainError('UNAUTHENTICATED', message);
export const conflict = (message: string) => new DomainError('CONFLICT', message);
export const rateLimited = () => new DomainError('RATE_LIMITED', Messages.tooManyRequests);

/** Postgres unique_violation: the constraint name says which invariant a concurrent duplicate hit. */
export function uniqueViolation(err: unknown): string | undefined {
  const e = err as { code?: string; constraint?: string; message?: string };
  if (e && e.code === '23505') return e.constraint ?? /"([^"]+)"/.exec(e.message ?? '')?.[1] ?? 'unique';
  return undefined;
}
