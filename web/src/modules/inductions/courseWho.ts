import { st } from '../../i18n/staff';

/** Who needs a course, in a few words (issue 38): every partner or some roles, regular visitors, visit reasons. */
export function courseWho(c: { allPartners: boolean; roleIds: string[]; regularVisitors: boolean; reasonIds: string[] }): string {
  const parts = [
    c.allPartners ? st('inductions.whoAll') : c.roleIds.length ? st('inductions.whoRoles', { n: c.roleIds.length }) : null,
    c.regularVisitors ? st('inductions.whoRegular') : null,
    c.reasonIds.length ? st('inductions.whoReasons', { n: c.reasonIds.length }) : null,
  ];
  return parts.filter(Boolean).join(' · ');
}
