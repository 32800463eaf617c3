import { Messages } from '../contracts/messages';

/** Coded domain errors: services throw these; HTTP and GraphQL present them (status, code, message). */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'GONE'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNPROCESSABLE'
  | 'RATE_LIMITED'
  | 'INTERNAL_SERVER_ERROR'
  | 'UNAVAILABLE';

export const httpStatusOf: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL_SERVER_ERROR: 500,
  UNAVAILABLE: 503,
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
export const conflict = (message: string, fields?: Record<string, string[]>) => new DomainError('CONFLICT', message, fields);
/** Something that was here and is no longer (an export file removed a day after it was made). */
export const gone = (message: string) => new DomainError('GONE', message);
export const rateLimited = () => new DomainError('RATE_LIMITED', Messages.tooManyRequests);
export const unavailable = () => new DomainError('UNAVAILABLE', Messages.serviceUnavailable);

/**
 * The database is away (restarting, unreachable, refusing connections): the request may be tried again.
 * SQLSTATE class 08 (connection exception), 57P01-57P03 (shut down, crashed, starting), 53300 (too many
 * connections), the socket errors of the driver, and the pool's and driver's own words for them.
 */
export function isConnectionError(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown };
  if (!e || typeof e !== 'object') return false;
  const code = typeof e.code === 'string' ? e.code : '';
  if (/^08...$/.test(code) || /^57P0[123]$/.test(code) || code === '53300') return true;
  if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND'].includes(code)) return true;
  const message = typeof e.message === 'string' ? e.message : '';
  return /Connection terminated|Timeout acquiring a connection|connect ECONNREFUSED|Client has encountered a connection error|Connection ended unexpectedly/i.test(
    message,
  );
}

/** Postgres unique_violation: the constraint name says which invariant a concurrent duplicate hit. */
export function uniqueViolation(err: unknown): string | undefined {
  const e = err as { code?: string; constraint?: string; message?: string };
  if (e && e.code === '23505') return e.constraint ?? /"([^"]+)"/.exec(e.message ?? '')?.[1] ?? 'unique';
  return undefined;
}

/**
 * The safety net under every rule: a driver error that is the client's doing becomes a coded domain
 * error instead of a 500 (a value PostgreSQL refused, SQLSTATE class 22; a uniqueness or reference the
 * service did not name; two transactions that collided). Services still translate the ones they know,
 * with the spec's own messages; this only catches what slipped past them.
 */
export function fromDriverError(err: unknown): DomainError | undefined {
  if (isConnectionError(err)) return unavailable();
  const code = (err as { code?: unknown })?.code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return undefined;
  if (code.startsWith('22')) return badInput(Messages.invalidValue);
  if (code === '23505') return conflict(Messages.duplicateRecord);
  if (code === '23503') return conflict(Messages.recordInUse);
  if (code === '40001' || code === '40P01') return conflict(Messages.concurrentChange);
  return undefined;
}

/**
 * What a log line may say about an unexpected error: its type, codes and stack frames, never its message
 * (a driver error's message holds the failing SQL and its values: names, e-mails).
 */
export function loggable(err: unknown): Record<string, unknown> {
  const e = err as { name?: unknown; code?: unknown; constraint?: unknown; routine?: unknown; stack?: unknown };
  if (!e || typeof e !== 'object') return { type: typeof err };
  const frames =
    typeof e.stack === 'string'
      ? e.stack
          .split('\n')
          .filter((l) => /^\s+at /.test(l))
          .slice(0, 12)
          .join('\n')
      : undefined;
  return { type: e.name ?? e.constructor?.name, code: e.code, constraint: e.constraint, routine: e.routine, frames };
}
