import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers of every answer (pages, API, files, errors), set by helmet (decisions.md
 * "Security headers"). The content security policy is the web app's: its own scripts only (a Vite build has
 * no inline script), styles from itself plus the ones Mantine injects at run time, images from itself and
 * data:/blob: (QR codes, the signature pad, html5-qrcode's camera icons), requests and graphql-ws to its own
 * origin only, and no framing anywhere (the reset page carries its token in the URL: no referrer either).
 */
export const securityHeaders: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  referrerPolicy: { policy: 'no-referrer' },
  frameguard: { action: 'deny' },
  // The app is often served over plain HTTP on a depot's network: no upgrade, no HSTS from here
  // (a TLS-terminating proxy in front sets HSTS for its own name).
  strictTransportSecurity: false,
};

/**
 * Sets `securityHeaders` on every answer. helmet's middleware is built ONCE here: @fastify/helmet built it
 * again for every request (parsing the whole content security policy each time, about 3% of a kiosk call's
 * CPU in the issue 11 profile); the headers are the same, from the same library.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const apply = helmet(securityHeaders);
  app.addHook('onRequest', (req, reply, done) => {
    // API answers (REST, GraphQL, export downloads) are personal or session-bound: no cache keeps them (issue 25).
    if (isApi(req.url)) reply.header('cache-control', 'no-store');
    apply(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
}

const isApi = (url: string) => url.startsWith('/api/') || url === '/graphql' || url.startsWith('/graphql?');
