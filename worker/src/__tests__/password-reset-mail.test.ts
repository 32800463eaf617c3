/**
 * The outbox -> relay -> BullMQ -> worker -> e-mail path, end to end against the real PostgreSQL and
 * Redis, with mail going to a real SMTP sink. One server (with one relay) is alive at a time in this
 * file, and each uses a Redis prefix of its own, so no other relay or worker takes its jobs.
 */
import { performance } from 'node:perf_hooks';
import { jobHandlers } from '@depot/graph/worker';
import {
  OutboxEvent,
  PasswordResetToken,
  hashResetToken,
  User,
  Tenant,
  Messages,
  startTestServer,
  type TestServer,
  forkEm,
  privateDatabase,
  freshDatabase,
  rest,
  makeDepot,
  makeTenant,
  makeUser,
  TEST_PASSWORD,
  freePort,
  enqueue,
  untilOutboxDone,
} from '../../../graph/src/test';
import { startWorker, type RunningWorker } from '../worker';
import { createMailer } from '../adapters/mailer';

const handlePasswordReset = jobHandlers['password-reset'];
import { randomUUID } from 'node:crypto';
import { dropPrefix, mailsTo, ownPrefix, quiet, RedisProcess, resetLinkIn, sleep, until, untilQueuesIdle } from './helpers';

const NEW_PASSWORD = 'Brand-New-Password-7';
const RESET_SUBJECT = 'Reset your Depot Register password';
const EXPIRY_TEXT = 'This link expires in 30 minutes and works once.';

async function makeStaff(s: TestServer) {
  const tenant = await makeTenant(s.orm);
  const depot = await makeDepot(s.orm, tenant);
  return makeUser(s.orm, { tenant, depot, role: 'DepotManager' });
}

const resetWith = (s: TestServer, token: string, username: string, password = NEW_PASSWORD) =>
  rest(s.url, 'POST', 'api/user-reset-password', { body: { token, username, password } });
const loginStatus = async (s: TestServer, username: string, password: string) =>
  (await rest(s.url, 'POST', 'api/login', { body: { username, password } })).status;

describe('a reset requested over REST (startTestServer and its in-process worker)', () => {
  let s: TestServer;
  const prefix = ownPrefix();
  beforeAll(async () => {
    // A database of its own with its own queues: its relay must not move the run's shared outbox rows into queues
    // that only its worker reads (and that are dropped with it).
    s = await startTestServer({ over: { redisPrefix: prefix }, databaseUrl: await freshDatabase('reset_mail') });
  });
  afterAll(async () => {
    await s?.close();
    await dropPrefix(s?.config.redisUrl ?? '', prefix);
  });

  it('mails exactly one link of the spec format; its token resets the password once', async () => {
    const user = await makeStaff(s);
    const started = Date.now();
    const r = await rest(s.url, 'GET', `request-password-email/${user.username}`);
    expect(r.status).toBe(200);

    const mail = await s.mail.waitFor((m) => m.to.includes(user.email), 20_000);
    expect(mail.subject).toBe(RESET_SUBJECT);
    expect(mail.text).toContain(EXPIRY_TEXT);
    expect(mail.raw).toMatch(/text\/html/); // a plain and an HTML part

    // ${PUBLIC_URL}/resetPassword/{b1}/{b2}/{b3}/{username}/{email}: three blocks of standard base64
    // with + written PLUS and / written SLASH.
    const link = resetLinkIn(mail, s.config.publicUrl);
    expect(link.username).toBe(user.username);
    expect(link.email).toBe(user.email);
    expect(link.blocks.every((b) => b.length > 0 && !/[+/]/.test(b))).toBe(true);
    expect(link.token).toMatch(/^[A-Za-z0-9+/]{43}=$/); // 32 random bytes
    expect(Buffer.from(link.token, 'base64')).toHaveLength(32);

    // Only the hash is stored, with the 30-minute expiry, marked sent (just after the SMTP answer).
    const rows = await until(
      async () => {
        const found = await forkEm(s.orm).find(PasswordResetToken, { user: user.id });
        return found.length > 0 && found.every((r) => r.sentAt) ? found : null;
      },
      5000,
      'token row marked sent',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(hashResetToken(link.token));
    expect(rows[0].sentAt).toBeInstanceOf(Date);
    const ttl = rows[0].expiresAt.getTime() - started;
    expect(ttl).toBeGreaterThan(29 * 60_000);
    expect(ttl).toBeLessThanOrEqual(30 * 60_000 + 60_000);

    const reset = await resetWith(s, link.token, link.username);
    expect(reset.status).toBe(200);
    expect(await loginStatus(s, user.username, NEW_PASSWORD)).toBe(200);
    expect(await loginStatus(s, user.username, TEST_PASSWORD)).toBe(401);

    // Single use.
    const again = await resetWith(s, link.token, link.username, 'Yet-Another-Password-8');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(Messages.resetLinkInvalid);
    expect(await loginStatus(s, user.username, NEW_PASSWORD)).toBe(200);

    // Nothing more comes once the request's outbox row has run its job and no job is left in the queues.
    await untilOutboxDone(s.orm, 'password-reset', { userId: user.id });
    await untilQueuesIdle(s.config);
    expect(mailsTo(s.mail.messages, user.email)).toHaveLength(1);
  });

  it('refuses a token older than 30 minutes with the spec message', async () => {
    const user = await makeStaff(s);
    expect((await rest(s.url, 'GET', `request-password-email/${user.username}`)).status).toBe(200);
    const link = resetLinkIn(await s.mail.waitFor((m) => m.to.includes(user.email), 20_000), s.config.publicUrl);

    const em = forkEm(s.orm);
    const past = new Date(Date.now() - 31 * 60_000);
    expect(
      await em.nativeUpdate(PasswordResetToken, { user: user.id }, { createdAt: past, expiresAt: new Date(Date.now() - 60_000) }),
    ).toBe(1);

    const r = await resetWith(s, link.token, link.username);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(Messages.resetLinkInvalid);
    expect(r.body.errors.Error).toEqual([Messages.resetLinkInvalid]);
    expect(await loginStatus(s, user.username, TEST_PASSWORD)).toBe(200);
    const row = await forkEm(s.orm).findOneOrFail(PasswordResetToken, { user: user.id });
    expect(row.usedAt ?? null).toBeNull();
  });
});

describe('reset tokens end with a reset and with a newer request (startTestServer and its in-process worker)', () => {
  let s: TestServer;
  const prefix = ownPrefix();
  beforeAll(async () => {
    // A database of its own with its own queues: its relay must not move the run's shared outbox rows into queues
    // that only its worker reads (and that are dropped with it).
    s = await startTestServer({ over: { redisPrefix: prefix }, databaseUrl: await freshDatabase('reset_mail') });
  });
  afterAll(async () => {
    await s?.close();
    await dropPrefix(s?.config.redisUrl ?? '', prefix);
  });

  const requestLink = async (user: User, nth: number) => {
    expect((await rest(s.url, 'GET', `request-password-email/${user.username}`)).status).toBe(200);
    await until(() => mailsTo(s.mail.messages, user.email).length >= nth, 20_000, `reset mail ${nth}`);
    return resetLinkIn(mailsTo(s.mail.messages, user.email)[nth - 1], s.config.publicUrl);
  };

  it('a newer request supersedes the older link: the older one is refused, before and after the newer is used', async () => {
    const user = await makeStaff(s);
    const first = await requestLink(user, 1);
    const second = await requestLink(user, 2);
    expect(second.token).not.toBe(first.token);

    const old = await resetWith(s, first.token, user.username);
    expect(old.status).toBe(400);
    expect(old.body.message).toBe(Messages.resetLinkInvalid);
    expect(await loginStatus(s, user.username, TEST_PASSWORD)).toBe(200);

    expect((await resetWith(s, second.token, user.username)).status).toBe(200);
    expect((await resetWith(s, first.token, user.username, 'Attackers-Choice-9')).status).toBe(400);
    expect(await loginStatus(s, user.username, NEW_PASSWORD)).toBe(200);
  });

  it('a successful reset voids every other outstanding token of the user', async () => {
    const user = await makeStaff(s);
    const link = await requestLink(user, 1);
    // Another token still outstanding (e.g. an account-confirmation link minted after the request).
    const em = forkEm(s.orm);
    em.create(PasswordResetToken, {
      user: em.getReference(User, user.id),
      tokenHash: hashResetToken('another-outstanding-token'),
      expiresAt: new Date(Date.now() + 30 * 60_000),
      sourceEventId: randomUUID(),
      sentAt: new Date(),
    });
    await em.flush();

    expect((await resetWith(s, link.token, user.username)).status).toBe(200);
    const later = await resetWith(s, 'another-outstanding-token', user.username, 'Attackers-Choice-9');
    expect(later.status).toBe(400);
    expect(later.body.message).toBe(Messages.resetLinkInvalid);
    expect(await loginStatus(s, user.username, NEW_PASSWORD)).toBe(200);
    expect(await forkEm(s.orm).count(PasswordResetToken, { user: user.id, usedAt: null })).toBe(0);
  });
});

describe('idempotency (a worker of our own, to drive relay.tick())', () => {
  let s: TestServer;
  let w: RunningWorker;
  let db: Awaited<ReturnType<typeof privateDatabase>> | undefined;
  const prefix = ownPrefix();
  beforeAll(async () => {
    // Its own database: tick() counts every pending row, and other suites' rows must not be among them.
    db = await privateDatabase('idempotency');
    s = await startTestServer({ worker: false, over: { redisPrefix: prefix }, databaseUrl: db.url });
    w = await startWorker({ config: s.config, orm: s.orm, log: quiet });
  });
  afterAll(async () => {
    await w?.stop();
    await s?.close();
    await dropPrefix(s?.config.redisUrl ?? '', prefix);
    await db?.drop();
  });

  const handlerCtx = () => ({ orm: s.orm, config: s.config, mailer: createMailer(s.config), log: quiet });

  it('repeated relay ticks, a relay retry and handler re-runs make one e-mail and one token row', async () => {
    const user = await makeStaff(s);
    const em = forkEm(s.orm);
    const event = enqueue(em, 'password-reset', { userId: user.id });
    await em.flush();

    // Concurrent and repeated passes (the background loop runs too): the row goes out once.
    const dispatched = await Promise.all([w.relay.tick(), w.relay.tick(), w.relay.tick()]);
    for (let i = 0; i < 3; i++) dispatched.push(await w.relay.tick());
    expect(dispatched.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1);
    const row = await forkEm(s.orm).findOneOrFail(OutboxEvent, event.id);
    expect(row.dispatchedAt).toBeInstanceOf(Date);
    expect(row.attempts).toBe(0);

    const mail = await s.mail.waitFor((m) => m.to.includes(user.email), 20_000);
    const link = resetLinkIn(mail, s.config.publicUrl);

    // A relay that died after queue.add and before its commit: the row is pending again and goes out
    // again, under the same jobId, which BullMQ answers with the existing job.
    await forkEm(s.orm).nativeUpdate(OutboxEvent, { id: event.id }, { dispatchedAt: null });
    await w.relay.tick();
    await until(async () => (await forkEm(s.orm).findOneOrFail(OutboxEvent, event.id)).dispatchedAt, 5000, 're-dispatch');

    // The handler runs again for the same job (a retry, a stalled job taken twice).
    const ctx = handlerCtx();
    try {
      const job = { id: event.id, name: 'password-reset', data: { userId: user.id } };
      expect(await handlePasswordReset(ctx, job)).toBe('already-sent');
      expect(await handlePasswordReset(ctx, job)).toBe('already-sent');
    } finally {
      ctx.mailer.close();
    }

    // The re-dispatched job has run too (the row done, the queues idle): still one e-mail.
    await untilOutboxDone(s.orm, 'password-reset', { userId: user.id });
    await untilQueuesIdle(s.config);
    expect(mailsTo(s.mail.messages, user.email)).toHaveLength(1);
    const rows = await forkEm(s.orm).find(PasswordResetToken, { user: user.id });
    expect(rows).toHaveLength(1);
    expect(rows[0].sourceEventId).toBe(event.id);
    expect(rows[0].tokenHash).toBe(hashResetToken(link.token));
    expect((await resetWith(s, link.token, user.username)).status).toBe(200);
  });

  it('sends nothing for a user disabled, or whose tenant was archived, after the request was queued', async () => {
    const disabled = await makeStaff(s);
    const archived = await makeStaff(s);
    const em = forkEm(s.orm);
    await em.nativeUpdate(User, { id: disabled.id }, { disabled: true });
    await em.nativeUpdate(Tenant, { id: archived.tenant!.id }, { archivedAt: new Date() });
    const ctx = handlerCtx();
    try {
      for (const user of [disabled, archived]) {
        expect(await handlePasswordReset(ctx, { id: randomUUID(), name: 'password-reset', data: { userId: user.id } })).toBe(
          'no-such-user',
        );
      }
    } finally {
      ctx.mailer.close();
    }
    expect(await forkEm(s.orm).count(PasswordResetToken, { user: { $in: [disabled.id, archived.id] } })).toBe(0);
    // No wait: the handlers ran the whole job before answering (a send is in the sink before the SMTP answer), and
    // nothing was queued for these users.
    expect(mailsTo(s.mail.messages, disabled.email)).toHaveLength(0);
    expect(mailsTo(s.mail.messages, archived.email)).toHaveLength(0);
  });

  it('replaces the token of an attempt that never recorded its e-mail, so the one link sent works', async () => {
    const user = await makeStaff(s);
    const eventId = randomUUID();
    const em = forkEm(s.orm);
    em.create(PasswordResetToken, {
      user: em.getReference(User, user.id),
      tokenHash: hashResetToken('left-by-a-crashed-attempt'),
      expiresAt: new Date(Date.now() + 30 * 60_000),
      sourceEventId: eventId,
    });
    await em.flush();

    const ctx = handlerCtx();
    try {
      expect(await handlePasswordReset(ctx, { id: eventId, name: 'password-reset', data: { userId: user.id } })).toBe('sent');
      expect(await handlePasswordReset(ctx, { id: eventId, name: 'password-reset', data: { userId: user.id } })).toBe('already-sent');
    } finally {
      ctx.mailer.close();
    }
    const link = resetLinkIn(await s.mail.waitFor((m) => m.to.includes(user.email), 10_000), s.config.publicUrl);
    const rows = await forkEm(s.orm).find(PasswordResetToken, { sourceEventId: eventId });
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(hashResetToken(link.token));
    expect((await resetWith(s, 'left-by-a-crashed-attempt', user.username)).status).toBe(400);
    expect((await resetWith(s, link.token, user.username)).status).toBe(200);
    expect(mailsTo(s.mail.messages, user.email)).toHaveLength(1);
  });

  it('mails an account confirmation with the username and a set-password link, and changes nothing else', async () => {
    const user = await makeStaff(s);
    await forkEm(s.orm).nativeUpdate(User, { id: user.id }, { emailConfirmed: false });
    const em = forkEm(s.orm);
    enqueue(em, 'account-confirmation', { userId: user.id });
    await em.flush();
    await w.relay.tick();

    const started = Date.now();
    const mail = await s.mail.waitFor((m) => m.to.includes(user.email), 20_000);
    expect(mail.subject).toBe('Welcome to Depot Register');
    expect(mail.text).toContain(user.username);
    // An invitation's link lasts 72 hours, not a reset's 30 minutes (issue 23), and says so.
    expect(mail.text).toContain('This link expires in 72 hours and works once.');
    const [token] = await forkEm(s.orm).find(PasswordResetToken, { user: user.id }, { filters: false });
    const ttlHours = (token.expiresAt.getTime() - started) / 3_600_000;
    expect(ttlHours).toBeGreaterThan(71.9);
    expect(ttlHours).toBeLessThan(72.1);
    const link = resetLinkIn(mail, s.config.publicUrl);
    expect(link.username).toBe(user.username);
    const fresh = await forkEm(s.orm).findOneOrFail(User, user.id, { filters: false });
    expect(fresh.emailConfirmed).toBe(false);
    expect(fresh.tokenVersion).toBe(0);

    expect((await resetWith(s, link.token, user.username)).status).toBe(200);
    expect(await loginStatus(s, user.username, NEW_PASSWORD)).toBe(200);
  });

  it('reports per-queue counts and a reachable Redis', async () => {
    const status = await w.queueStatus();
    expect(status).toMatchObject({
      status: 'ok',
      redis: 'ok',
      queues: {
        email: { waiting: expect.any(Number), active: expect.any(Number), failed: expect.any(Number) },
        exports: { waiting: 0, active: 0, failed: 0 },
        imports: { waiting: 0, active: 0, failed: 0 },
      },
    });
  });
});

describe('Redis down', () => {
  let s: TestServer | undefined;
  let redis: RedisProcess;
  let db: Awaited<ReturnType<typeof privateDatabase>> | undefined;
  const prefix = ownPrefix();

  beforeAll(async () => {
    redis = new RedisProcess(await freePort());
    await redis.start();
    // Its own database: no relay of another suite (on the shared Redis) can dispatch its outbox row.
    db = await privateDatabase('redisdown');
    // Rows handed to Redis whose jobs have not run are handed over again after 2 s (300 s in production).
    s = await startTestServer({ redisUrl: redis.url, over: { redisPrefix: prefix, outboxRedispatchSeconds: 2 }, databaseUrl: db.url });
  });
  afterAll(async () => {
    try {
      // Close while Redis answers, so every connection says goodbye at once.
      if (s && !redis.running) await redis.start().catch(() => undefined);
      await s?.close();
    } finally {
      await redis?.killAll();
      await db?.drop();
    }
  });

  const readyz = async () => (await rest(s!.url, 'GET', 'readyz')).body;

  it('answers a reset request at once while Redis is down, and mails it exactly once when Redis is back', async () => {
    const server = s!;
    const user = await makeStaff(server);
    await until(
      async () => {
        const r = await readyz();
        return r.redis === 'ok' && r.queue?.redis === 'ok';
      },
      10_000,
      'all connections up',
    );

    await redis.kill();
    await until(
      async () => {
        const r = await readyz();
        return r.redis !== 'ok' && r.queue?.redis !== 'ok';
      },
      10_000,
      'Redis seen as down',
    );

    // Readiness (with the queue status) still answers, quickly.
    const t1 = performance.now();
    const ready = await readyz();
    expect(performance.now() - t1).toBeLessThan(5000); // not a timing: a blocked call would never answer
    expect(ready.queue.status).toBe('degraded');

    const t0 = performance.now();
    const r = await rest(server.url, 'GET', `request-password-email/${user.username}`);
    const elapsed = performance.now() - t0;
    expect(r.status).toBe(200);
    expect(elapsed).toBeLessThan(5000); // not a timing: queue.add while Redis is down would wait until it returns

    // The job waits in the Postgres outbox. A fixed wait on purpose: it asserts that nothing is dispatched while Redis
    // is down, and "not within a second" has no fact to wait on.
    await sleep(1000);
    const pending = await forkEm(server.orm)
      .getConnection()
      .execute<{ dispatched_at: Date | null }[]>(
        `select dispatched_at from outbox_event where name = 'password-reset' and payload->>'userId' = ?`,
        [user.id],
      );
    expect(pending).toHaveLength(1);
    expect(pending[0].dispatched_at).toBeNull();
    expect(mailsTo(server.mail.messages, user.email)).toHaveLength(0);

    await redis.start();
    const mail = await server.mail.waitFor((m) => m.to.includes(user.email), 30_000);
    expect(mail.subject).toBe(RESET_SUBJECT);
    await untilOutboxDone(server.orm, 'password-reset', { userId: user.id });
    await untilQueuesIdle(server.config);
    expect(mailsTo(server.mail.messages, user.email)).toHaveLength(1);

    const link = resetLinkIn(mail, server.config.publicUrl);
    expect((await resetWith(server, link.token, user.username)).status).toBe(200);
  });
  it('a row handed to a Redis that then lost it (restarted empty) is handed over again and mailed once', async () => {
    const server = s!;
    const user = await makeStaff(server);
    // As the relay leaves it after queue.add: dispatched, not done; the job itself is gone with Redis's memory.
    const em = forkEm(server.orm);
    const row = enqueue(em, 'password-reset', { userId: user.id });
    row.dispatchedAt = new Date();
    await em.flush();
    const mail = await server.mail.waitFor((m) => m.to.includes(user.email), 30_000);
    expect(mail.subject).toBe(RESET_SUBJECT);
    await until(async () => (await forkEm(server.orm).findOneOrFail(OutboxEvent, row.id)).doneAt, 10_000, 'row done');
    // A fixed wait on purpose: it asserts that a done row is NOT handed over again, past another re-hand window (2 s).
    await sleep(3000);
    expect(mailsTo(server.mail.messages, user.email)).toHaveLength(1);
  });

  it('Redis killed and restarted empty during a burst: every request kept, every e-mail sent exactly once, every row done', async () => {
    const server = s!;
    const users = await Promise.all(Array.from({ length: 12 }, () => makeStaff(server)));
    await until(async () => (await readyz()).redis === 'ok', 10_000, 'Redis up');
    let answered = 0;
    const burst = users.map((u, i) =>
      sleep(i * 40)
        .then(() => rest(server.url, 'GET', `request-password-email/${u.username}`))
        .finally(() => (answered += 1)),
    );
    // Killed during the burst: once its first requests are answered, and restarted once the server has seen it gone and
    // more requests were answered meanwhile.
    await until(() => answered >= 3, 10_000, 'the first requests answered');
    await redis.kill();
    const atKill = answered;
    await until(
      async () => (await readyz()).redis !== 'ok' && answered >= Math.min(users.length, atKill + 2),
      10_000,
      'Redis seen as down, with requests answered meanwhile',
    );
    await redis.start(); // no persistence: whatever was queued in it is gone
    const answers = await Promise.all(burst);
    expect(answers.map((a) => a.status)).toEqual(users.map(() => 200));

    for (const u of users) await server.mail.waitFor((m) => m.to.includes(u.email), 60_000);
    await untilOutboxDone(server.orm, 'password-reset', { userId: { $in: users.map((u) => u.id) } });
    await untilQueuesIdle(server.config);
    expect(users.map((u) => mailsTo(server.mail.messages, u.email).length)).toEqual(users.map(() => 1));
    const rows = await forkEm(server.orm).find(OutboxEvent, {
      name: 'password-reset',
      payload: { userId: { $in: users.map((u) => u.id) } },
    });
    expect(rows).toHaveLength(users.length);
    expect(rows.every((r) => r.doneAt instanceof Date)).toBe(true);
  });
});
