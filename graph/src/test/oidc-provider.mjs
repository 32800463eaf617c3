// A real OpenID Connect provider for tests (issue 25): oidc-provider 9 (ESM only), run by plain node as a child
// process (startOidcProvider in oidc.ts). Its settings come from the environment: OIDC_PORT, OIDC_ISSUER, OIDC_CLIENTS
// (JSON: client_id, client_secret, redirect_uris) and OIDC_ACCOUNTS (JSON: account id -> { email, email_verified }).
// The login screen is a plain form that names the account (the tests are the person typing); consent is granted
// for the registered clients (first-party), as a company's own provider would.
import http from 'node:http';
import { URLSearchParams } from 'node:url';
import Provider from 'oidc-provider';

const issuer = process.env.OIDC_ISSUER;
const accounts = JSON.parse(process.env.OIDC_ACCOUNTS ?? '{}');
const clients = JSON.parse(process.env.OIDC_CLIENTS ?? '[]').map((c) => ({
  grant_types: ['authorization_code'],
  response_types: ['code'],
  token_endpoint_auth_method: 'client_secret_basic',
  ...c,
}));

const provider = new Provider(issuer, {
  clients,
  claims: { openid: ['sub'], email: ['email', 'email_verified'] },
  scopes: ['openid', 'email'],
  pkce: { required: () => true },
  features: { devInteractions: { enabled: false } },
  cookies: { keys: ['test-cookie-key'] },
  async findAccount(_ctx, id) {
    const account = accounts[id];
    if (!account) return undefined;
    return { accountId: id, claims: async () => ({ sub: id, ...account }) };
  },
  async loadExistingGrant(ctx) {
    const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
    grant.addOIDCScope('openid email');
    await grant.save();
    return grant;
  },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
});
provider.proxy = false;

const readBody = (req) =>
  new Promise((resolve, reject) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });

const callback = provider.callback();
const server = http.createServer(async (req, res) => {
  const m = /^\/interaction\/([^/?]+)(\/login)?/.exec(req.url ?? '');
  if (!m) return callback(req, res);
  try {
    const details = await provider.interactionDetails(req, res);
    if (req.method === 'GET') {
      res.setHeader('content-type', 'text/html');
      res.end(
        `<!doctype html><title>Test provider</title><form method="post" action="/interaction/${details.uid}/login">` +
          `<label>Account <input name="login"></label><button>Sign in</button></form>`,
      );
      return;
    }
    const login = new URLSearchParams(await readBody(req)).get('login') ?? '';
    if (!accounts[login]) {
      res.statusCode = 400;
      res.end('unknown account');
      return;
    }
    await provider.interactionFinished(req, res, { login: { accountId: login } }, { mergeWithLastSubmission: false });
  } catch (err) {
    res.statusCode = 500;
    res.end(String(err?.message ?? err));
  }
});
server.listen(Number(process.env.OIDC_PORT), () => process.stdout.write('oidc-provider ready\n'));
