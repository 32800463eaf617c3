import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { Messages } from '../../contracts/messages';
import { errorBody } from './error-body';

/** Hashed build output (web/dist/assets): its name changes with its content, so a browser keeps it a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html, the SPA fallback and the unhashed files (favicon): kept, but revalidated on every use (ETag). */
export const REVALIDATE = 'no-cache';

/**
 * The built web app (kiosk and staff) with a single-page fallback; unknown /api paths answer 404 JSON.
 * Files come precompressed from the build (`x.js.br`, `x.js.gz` beside `x.js`, vite-plugin-compression2 in
 * web/vite.config.ts): @fastify/static sends the brotli or gzip sibling the request accepts, with
 * `Content-Encoding` and `Vary: Accept-Encoding`, and the file itself to a client that accepts neither.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const index = webDist && existsSync(path.join(webDist, 'index.html')) ? readFileSync(path.join(webDist, 'index.html'), 'utf8') : null;
  const indexTag = index ? `"${createHash('sha256').update(index).digest('base64url').slice(0, 27)}"` : '';
  if (webDist && index) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // the compressed siblings are chosen by Accept-Encoding, never asked for by name
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders: (reply, file) => {
        reply.header('cache-control', path.relative(webDist, file).startsWith(`assets${path.sep}`) ? IMMUTABLE : REVALIDATE);
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const apiLike = /^\/(api|graphql|request-password-email)(\/|$)/.test(req.url) || req.method !== 'GET';
    if (apiLike || !index) {
      reply.code(404).send(errorBody(404, Messages.notFound));
      return;
    }
    reply.header('cache-control', REVALIDATE).header('etag', indexTag);
    const known = req.headers['if-none-match'];
    if (known && known.split(',').some((t) => t.trim().replace(/^W\//, '') === indexTag)) {
      reply.code(304).send();
      return;
    }
    reply.code(200).type('text/html').send(index);
  });
}
