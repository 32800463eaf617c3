import { STATUS_CODES } from 'node:http';
import { Messages } from '../../contracts/messages';
import { DomainError, fromDriverError, httpStatusOf, type ErrorCode } from '../errors';

export interface ErrorBody {
  message: string;
  errors: Record<string, string[]>;
  statusText: string;
}

export function errorBody(status: number, message: string, fields?: Record<string, string[]>): ErrorBody {
  return { message, errors: { Error: [message], ...(fields ?? {}) }, statusText: STATUS_CODES[status] ?? 'Error' };
}

/** Any thrown thing -> status, code and a user-safe message (never a stack or an internal detail). */
export function presentError(thrown: unknown): { status: number; code: ErrorCode; body: ErrorBody; internal: boolean } {
  const err = fromDriverError(thrown) ?? thrown;
  if (err instanceof DomainError) {
    const status = httpStatusOf[err.code];
    return { status, code: err.code, body: errorBody(status, err.message, err.fields), internal: false };
  }
  const e = err as { statusCode?: number; code?: string; message?: string };
  // fastify's own client errors: bad JSON, too large, unsupported media type...
  if (typeof e?.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    const status = e.statusCode;
    const message =
      status === 413
        ? Messages.bodyTooLarge
        : e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || err instanceof SyntaxError
          ? Messages.malformedBody
          : status === 415
            ? 'Unsupported content type'
            : status === 429
              ? Messages.tooManyRequests
              : (e.message ?? 'Bad request').replace(/^FST_\w+: /, '');
    const code: ErrorCode =
      status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 429 ? 'RATE_LIMITED' : status === 404 ? 'NOT_FOUND' : 'BAD_USER_INPUT';
    return { status, code, body: errorBody(status, message), internal: false };
  }
  return { status: 500, code: 'INTERNAL_SERVER_ERROR', body: errorBody(500, Messages.serverError), internal: true };
}
