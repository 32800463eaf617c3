import type { Actor } from '../../../core/auth/actor';
import { parse } from '../../../core/command';
import { makeWorld } from '../../../test/factories';
import { failure, serviceTier, staffActor } from '../../../test/service-tier';
import { Messages } from '../../../contracts/messages';
import { isForbiddenAddress } from '../../../core/http/outbound';
import { CreateWebhookCommand } from '../webhook.commands';

/**
 * Issue 26, a webhook endpoint's rules at the service tier (issue 24): private, loopback, link-local and non-https URLs
 * are refused without WEBHOOK_ALLOW_PRIVATE, bad input with clear errors, and only a tenant's admins make endpoints.
 * webhooks.test.ts keeps the deliveries to a real receiver through the worker.
 */
let t: Awaited<ReturnType<typeof serviceTier>>;
beforeAll(async () => {
  t = await serviceTier({ label: 'webhooks' });
});
afterAll(async () => {
  await t.close();
});

/** The command's events are the delivery types (GraphQL's VISIT_BOOKED is 'visit.booked'). A receiver on this machine, as the HTTP suite's is (allowed only with WEBHOOK_ALLOW_PRIVATE). */
const LOCAL = 'http://127.0.0.1:9/x';
const create = (actor: Actor, input: Record<string, unknown>) =>
  t.as(actor).webhooks.create(actor, parse(CreateWebhookCommand, { events: ['visit.booked'], ...input }));

describe('webhook endpoints (issue 26)', () => {
  it('refuses private, loopback, link-local and non-https URLs without WEBHOOK_ALLOW_PRIVATE, and bad input, with clear errors', async () => {
    const { admin, manager } = await makeWorld(t.orm);
    const a = staffActor(admin);
    t.config.webhooks.allowPrivate = false;
    try {
      for (const url of [
        'https://127.0.0.1/hook',
        'https://localhost/hook',
        'https://10.1.2.3/hook',
        'https://172.16.0.9/hook',
        'https://192.168.1.1/hook',
        'https://169.254.169.254/latest',
        'https://[::1]/hook',
        'https://[fd00::1]/hook',
        'https://[fe80::1]/hook',
        'https://0.0.0.0/hook',
        'https://224.0.0.1/hook',
        'https://[::ffff:127.0.0.1]/hook',
        'http://93.184.216.34/hook',
        'ftp://93.184.216.34/hook',
      ]) {
        const r = await failure(() => create(a, { url }));
        expect([url, r.code]).toEqual([url, 'BAD_USER_INPUT']);
        expect(r.message).toMatch(/^This URL cannot receive webhooks: /);
      }
      const rows = await t.orm.em
        .fork()
        .getConnection()
        .execute(`select count(*)::int as n from webhook_endpoint where created_by = ?`, [admin.username]);
      expect(rows[0].n).toBe(0);
    } finally {
      t.config.webhooks.allowPrivate = true;
    }
    expect((await failure(() => create(a, { url: LOCAL, events: [] }))).message).toBe(Messages.webhookEvents);
    expect((await failure(() => create(a, { url: '' }))).message).toBe(Messages.webhookUrl);
    expect((await failure(() => create(a, { url: LOCAL, description: 'x'.repeat(201) }))).message).toBe(Messages.webhookDescription);
    expect((await failure(() => create(a, { url: LOCAL, events: ['NOPE'] }))).code).toMatch(/BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED/);
    expect((await failure(() => create(staffActor(manager), { url: LOCAL }))).code).toBe('FORBIDDEN');
    // the address rule itself
    for (const addr of [
      '127.0.0.1',
      '10.0.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.1.1',
      '::1',
      'fc00::1',
      'fe80::1',
      '::',
      '0.0.0.0',
      '239.1.1.1',
      '::ffff:10.0.0.1',
    ])
      expect([addr, isForbiddenAddress(addr)]).toEqual([addr, true]);
    for (const addr of ['93.184.216.34', '172.32.0.1', '2606:4700::1111']) expect([addr, isForbiddenAddress(addr)]).toEqual([addr, false]);
  });
});
