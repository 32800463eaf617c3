import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Every setting the processes read, from the environment (docs/configuration.md documents each). */
export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  /** The role that migrates and owns the tables (issue 40); the server then serves as DATABASE_URL's role, which owns nothing. */
  databaseOwnerUrl?: string;
  /** https on the local network with the server's own certificate (issue 36; `npm start` sets 4443): core/http/lan-tls.ts. */
  httpsPort?: number;
  redisUrl: string;
  smtpUrl?: string;
  jwtSecret: string;
  jwtTtlSeconds: number;
  dataDir: string;
  /** Visitor photos (issue 37; core/files/blob-store.ts): PHOTO_DIR, default DATA_DIR/photos. Never served as static files. */
  photoDir?: string;
  /** Partners' documents (issue 38; core/files/blob-store.ts): DOCUMENT_DIR, default DATA_DIR/documents. */
  documentDir?: string;
  /** The largest partner document accepted (DOCUMENT_MAX_MB, default 5, at most the multipart limit of 10). */
  documentMaxMb?: number;
  /** Induction course material, PDFs and videos (issue 38): INDUCTION_DIR, default DATA_DIR/inductions. */
  inductionDir?: string;
  /** The largest course PDF accepted (INDUCTION_PDF_MAX_MB, default 20, 1 to 100). */
  inductionPdfMaxMb?: number;
  /** The largest course video accepted (INDUCTION_VIDEO_MAX_MB, default 100, 1 to 500). */
  inductionVideoMaxMb?: number;
  publicUrl: string;
  /** PUBLIC_URL was set: every link uses it. Unset, kiosk links shown to staff use the address they came to (issue 27). */
  publicUrlSet: boolean;
  superAdmin: { username: string; password?: string; email: string };
  /** Prefix of BullMQ queues and pub/sub channels: lets test runs share one Redis. */
  redisPrefix: string;
  webDist?: string;
  logLevel: string;
  /**
   * graphql-ws: the largest frame read (a real operation is a few KiB; larger closes the socket with 1009) and
   * how long a socket without a staff session stays open (no subscription is public: it can only be refused).
   */
  sockets: { maxPayloadBytes: number; anonymousGraceMs: number };
  /** An outbox row handed to Redis whose job has not run after this long is handed over again (OUTBOX_REDISPATCH_SECONDS). */
  outboxRedispatchSeconds: number;
  /**
   * A job's lock (JOB_LOCK_SECONDS): a worker renews it while the job runs; a worker that died mid-job lets
   * it lapse, and another worker takes the job again after about this long (BullMQ's stalled-job check).
   */
  jobLockSeconds: number;
  /**
   * Finished work kept this many days (HOUSEKEEPING_DAYS, at least 1; default 7): the daily retention job then deletes
   * done outbox rows, delivered webhook deliveries (with their attempts) and send-once mail records, in batches
   * (issue 41). Pending and in-flight rows are never deleted, whatever their age.
   */
  housekeepingDays: number;
  /** AUDIT_RETENTION_DAYS: audit months older than this (and than every tenant's retention) are dropped; null keeps all. */
  auditRetentionDays: number | null;
  /** The bearer token of `/metrics` (METRICS_TOKEN, issue 41); unset, the path answers 404. */
  metricsToken?: string;
  /**
   * Channels (issue 39): the SMS provider's API address (SMS_API_BASE, Twilio's by default) and Slack's Web API
   * (SLACK_API_BASE, https://slack.com/api/ by default; the bots' direct messages), each a test's fake provider in the
   * tests. Every request to them goes through the outbound guard like a tenant's own addresses.
   */
  channels: { smsApiBase: string; slackApiBase: string };
  /**
   * Webhooks (issue 26): WEBHOOK_ALLOW_PRIVATE=true lets endpoints be http and on loopback/private addresses (tests only);
   * attempts per delivery and the first retry's delay (doubling each time), a request's timeout, and how many failed
   * deliveries in a row disable an endpoint.
   * Fair delivery (issue 40): a first attempt's own, shorter timeout (retries keep `timeoutMs` and run on a queue of their
   * own); how many requests one endpoint may have in flight (the others wait outside the worker's slots, looking again
   * after about `busyRetryMs`); how many timeouts in a row pause an endpoint, and for how long (its deliveries wait, parked).
   */
  webhooks: {
    allowPrivate: boolean;
    attempts: number;
    retryBaseMs: number;
    timeoutMs: number;
    disableAfter: number;
    firstTimeoutMs: number;
    endpointConcurrency: number;
    busyRetryMs: number;
    pauseAfterTimeouts: number;
    pauseMs: number;
  };
  /**
   * The proxies whose X-Forwarded-For is believed (TRUST_PROXY: addresses, CIDR ranges or proxy-addr's names
   * loopback/linklocal/uniquelocal, comma-separated). Empty: none, the client is the socket's peer.
   */
  trustProxy: string[];
  /**
   * Throttles. Login: attempts per minute per IP; wrong passwords per 15 minutes per IP and account (the
   * attacker's pair, cleared by a success) and per hour per account from everywhere (a generous ceiling).
   * Reset: requests per hour per IP and per account; submissions with a bad token per hour per account.
   */
  limits: {
    loginPerIp: number;
    loginFailuresPerPair: number;
    loginFailuresPerUser: number;
    resetPerUser: number;
    resetPerIp: number;
    resetFailuresPerUser: number;
    /** Wrong authenticator codes per hour per account from every address (issue 25); per IP and account it is loginFailuresPerPair. */
    totpFailuresPerUser: number;
    /** When set, replaces every public kiosk route's own per-minute limit (KIOSK_LIMIT_PER_IP). */
    kioskPerIp?: number;
    /** Requests per minute one integrator's API key may make (API_KEY_LIMIT_PER_MINUTE; unset: 600). */
    apiKeyPerMinute?: number;
  };
}

function secretFromDataDir(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** HOUSEKEEPING_DAYS: unset or empty is 7; anything but a number of days of at least 1 stops the start with a clear message. */
export function housekeepingDaysOf(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 7;
  const days = Number(value);
  if (!Number.isFinite(days) || days < 1)
    throw new Error(`HOUSEKEEPING_DAYS must be a number of days of at least 1 (finished work is kept that long); got "${value}"`);
  return days;
}

/** AUDIT_RETENTION_DAYS: unset or empty keeps the whole audit trail; else a number of days of at least 30, or the start stops. */
export function auditRetentionDaysOf(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 30)
    throw new Error(
      `AUDIT_RETENTION_DAYS must be a whole number of days of at least 30 (or unset: the audit trail is kept whole); got "${value}"`,
    );
  return days;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, over: Partial<Config> = {}): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const port = Number(env.PORT ?? 4000);
  const webDist = path.resolve(__dirname, '../../../web/dist');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseOwnerUrl: env.DATABASE_OWNER_URL || undefined,
    httpsPort: env.HTTPS_PORT && env.HTTPS_PORT !== 'off' ? Number(env.HTTPS_PORT) : undefined,
    redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    smtpUrl: env.SMTP_URL || undefined,
    jwtSecret: env.JWT_SECRET || over.jwtSecret || secretFromDataDir(dataDir),
    jwtTtlSeconds: Number(env.JWT_TTL_SECONDS ?? 8 * 3600),
    dataDir,
    photoDir: env.PHOTO_DIR ? path.resolve(env.PHOTO_DIR) : path.join(dataDir, 'photos'),
    documentDir: env.DOCUMENT_DIR ? path.resolve(env.DOCUMENT_DIR) : path.join(dataDir, 'documents'),
    documentMaxMb: Math.min(10, Math.max(1, Number(env.DOCUMENT_MAX_MB ?? 5) || 5)),
    inductionDir: env.INDUCTION_DIR ? path.resolve(env.INDUCTION_DIR) : path.join(dataDir, 'inductions'),
    inductionPdfMaxMb: Math.min(100, Math.max(1, Number(env.INDUCTION_PDF_MAX_MB ?? 20) || 20)),
    inductionVideoMaxMb: Math.min(500, Math.max(1, Number(env.INDUCTION_VIDEO_MAX_MB ?? 100) || 100)),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    publicUrlSet: !!env.PUBLIC_URL,
    superAdmin: {
      username: env.SUPERADMIN_USERNAME ?? 'superadmin',
      password: env.SUPERADMIN_PASSWORD || undefined,
      email: env.SUPERADMIN_EMAIL ?? 'superadmin@localhost',
    },
    redisPrefix: env.REDIS_PREFIX ?? 'depot',
    webDist: existsSync(webDist) ? webDist : undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    sockets: { maxPayloadBytes: 64 * 1024, anonymousGraceMs: 10_000 },
    outboxRedispatchSeconds: Number(env.OUTBOX_REDISPATCH_SECONDS ?? 300),
    jobLockSeconds: Number(env.JOB_LOCK_SECONDS ?? 30),
    housekeepingDays: housekeepingDaysOf(env.HOUSEKEEPING_DAYS),
    auditRetentionDays: auditRetentionDaysOf(env.AUDIT_RETENTION_DAYS),
    metricsToken: env.METRICS_TOKEN || undefined,
    channels: {
      smsApiBase: env.SMS_API_BASE || 'https://api.twilio.com',
      slackApiBase: env.SLACK_API_BASE || 'https://slack.com/api/',
    },
    webhooks: {
      allowPrivate: env.WEBHOOK_ALLOW_PRIVATE === 'true',
      attempts: Number(env.WEBHOOK_ATTEMPTS ?? 5),
      retryBaseMs: Number(env.WEBHOOK_RETRY_BASE_MS ?? 240_000),
      timeoutMs: Number(env.WEBHOOK_TIMEOUT_MS ?? 10_000),
      disableAfter: Number(env.WEBHOOK_DISABLE_AFTER ?? 10),
      firstTimeoutMs: Number(env.WEBHOOK_FIRST_TIMEOUT_MS ?? 3000),
      endpointConcurrency: Math.max(1, Number(env.WEBHOOK_ENDPOINT_CONCURRENCY ?? 2)),
      busyRetryMs: Number(env.WEBHOOK_BUSY_RETRY_MS ?? 250),
      pauseAfterTimeouts: Math.max(1, Number(env.WEBHOOK_PAUSE_AFTER_TIMEOUTS ?? 3)),
      pauseMs: Number(env.WEBHOOK_PAUSE_MS ?? 60_000),
    },
    trustProxy: (env.TRUST_PROXY ?? '')
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean),
    limits: {
      loginPerIp: Number(env.LOGIN_LIMIT_PER_IP ?? 30),
      loginFailuresPerPair: 10,
      loginFailuresPerUser: Number(env.LOGIN_FAILURES_PER_ACCOUNT ?? 100),
      resetPerUser: 5,
      resetFailuresPerUser: 10,
      totpFailuresPerUser: 20,
      resetPerIp: Number(env.RESET_LIMIT_PER_IP ?? 20),
      kioskPerIp: env.KIOSK_LIMIT_PER_IP ? Number(env.KIOSK_LIMIT_PER_IP) : undefined,
      apiKeyPerMinute: env.API_KEY_LIMIT_PER_MINUTE ? Number(env.API_KEY_LIMIT_PER_MINUTE) : undefined,
    },
    ...over,
  };
}
