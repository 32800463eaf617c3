import { fixedClock } from '../../../core/clock';
import { parse } from '../../../core/command';
import { Messages } from '../../../contracts/messages';
import { makeWorld } from '../../../test/factories';
import { failure, serviceTier, staffActor } from '../../../test/service-tier';
import { CreateApiKeyCommand } from '../api-key.commands';

/**
 * The API key's rules (issue 26) at the service tier (issue 24), on a fixed clock: the create command's rules, one
 * live key per name (under a race too), and who may make one. api-keys.test.ts keeps what each scope opens over
 * GraphQL and the REST shim, revocation, expiry and the key's own rate limit.
 */
const clock = fixedClock('2026-11-26T10:00:00Z');
let t: Awaited<ReturnType<typeof serviceTier>>;
beforeAll(async () => {
  t = await serviceTier({ label: 'api_keys', clock });
});
afterAll(async () => {
  await t.close();
});

type Staff = ReturnType<typeof staffActor>;
const create = async (a: Staff, input: Record<string, unknown>) => t.as(a).apiKeys.create(a, parse(CreateApiKeyCommand, input));

describe('API keys (issue 26)', () => {
  it('refuses bad input with clear errors and a second live key of the same name', async () => {
    const { admin, manager } = await makeWorld(t.orm);
    const a = staffActor(admin);
    const bad = (input: Record<string, unknown>) => failure(create(a, { name: 'k', scopes: ['READ_REPORTS'], ...input }));
    expect(await bad({ scopes: [] })).toMatchObject({ message: Messages.apiKeyScopes, code: 'BAD_USER_INPUT' });
    expect(await bad({ name: '   ' })).toMatchObject({ message: Messages.apiKeyName });
    expect(await bad({ expiresAt: '2026-11-26T09:00:00Z' })).toMatchObject({ message: Messages.apiKeyExpiry });
    expect((await bad({ depotId: 'nope' })).code).toBe('BAD_USER_INPUT');
    expect((await bad({ scopes: ['EVERYTHING'] })).code).toBe('BAD_USER_INPUT');
    await create(a, { name: 'Canteen', scopes: ['READ_REPORTS'] });
    const twice = await Promise.allSettled([1, 2].map(() => create(a, { name: 'canteen', scopes: ['READ_REPORTS'] })));
    expect(twice.map((r) => (r.status === 'rejected' ? (r.reason as { code: string }).code : 'ok'))).toEqual(['CONFLICT', 'CONFLICT']);
    // a DepotManager may not make keys
    expect((await failure(create(staffActor(manager), { name: 'x', scopes: ['READ_REPORTS'] }))).code).toBe('FORBIDDEN');
  });
});
