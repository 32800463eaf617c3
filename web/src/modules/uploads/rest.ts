import { handleTransportFailure } from '../../app/apollo';
import { getToken } from '../../app/session';
import { serverText } from '../../i18n/serverMessages';

/**
 * REST calls the staff pages make outside GraphQL (multipart uploads, file downloads): the stored
 * bearer token on every request (spec 7), the error body's text (spec 7: `{ message, errors: { Error } }`),
 * and the transport failures of spec 8.1 handled as everywhere else.
 */
export class RestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const token = getToken();
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  let res: Response;
  try {
    res = await fetch(path.startsWith('/') ? path : `/${path}`, { ...init, headers });
  } catch {
    handleTransportFailure('network');
    throw new RestError('', 0);
  }
  if (res.ok) return res;
  const text = await errorText(res);
  if (res.status === 401) handleTransportFailure('unauthenticated');
  else if (res.status >= 500) handleTransportFailure('server');
  throw new RestError(serverText(text), res.status);
}

async function errorText(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { message?: string; errors?: { Error?: unknown[] }; statusText?: string };
    const first = body.errors?.Error?.[0];
    return body.message || (typeof first === 'string' ? first : '') || body.statusText || res.statusText;
  } catch {
    return res.statusText;
  }
}

/** The file name of an attachment (Content-Disposition), else the fallback. */
export function fileNameOf(res: Response, fallback: string): string {
  const cd = res.headers.get('content-disposition') ?? '';
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(cd);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through */
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(cd);
  return plain ? plain[1].trim() : fallback;
}

/** GETs a file with the bearer token and saves it under the server's file name; answers that name. */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const res = await apiFetch(path);
  const name = fileNameOf(res, fallbackName);
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
