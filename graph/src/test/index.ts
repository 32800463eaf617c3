/**
 * The test harness other workspaces' tests use (worker/src/**\/__tests__): the one graph/src/test path
 * they may import (eslint). Production code never imports it; graph's own tests keep their direct paths.
 */
export { testOrm, forkEm } from './orm';
export { freshDatabase, privateDatabase } from './database';
export { startTestServer, type TestServer } from './server';
export { rest, gql, loginToken, type RestResult, type GqlResult } from './http';
export { startSmtpSink, type SinkMessage, type SmtpSink } from './smtp-sink';
export * from './factories';
export { sleep, until } from './until';

// Core pieces a test needs to stage a scenario: a free loopback port, whether a service answers, an outbox row.
export { freePort, answers } from '../core/db/embedded-postgres';
export { enqueue } from '../core/outbox/outbox';
export { outboxDoneForDepot, untilOutboxDone } from './outbox';

// Rows and helpers other workspaces' tests read back (the worker's tests: tokens, users, outbox rows).
export { OutboxEvent } from '../core/outbox/outbox-event.entity';
export { User } from '../modules/users/user.entity';
export { Tenant } from '../modules/tenants/tenant.entity';
export { PasswordResetToken } from '../modules/users/password-reset-token.entity';
export { hashResetToken } from '../modules/auth/reset-token';
export { decodeResetToken } from '../contracts/reset-link';
export { Messages } from '../contracts/messages';
export { startReceiver, type Receiver } from './webhook-receiver';
export { dashboardProblems } from './dashboard';
export { PROBE, probeEvent } from './ws';
export { signToken } from '../core/auth/jwt';
