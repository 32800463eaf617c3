/**
 * A GraphQL input as the services read it: fields the caller left out are absent (not undefined), so a
 * service can tell "keep as it is" (absent) from "none" (null).
 */
export const definedFields = <T extends object>(input: T): Record<string, unknown> =>
  Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
