import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from '../../test/server';
import { freshDatabase } from '../../test/database';
import { gql, rest } from '../../test/http';
import { makeBadges, makeManager, makePartner, makeRegularVisitor, makeShift, makeVisit, makeWorld } from '../../test/factories';
import { superAdminToken, tokenFor } from '../../modules/tenants/__tests__/support';

/**
 * Property: no input, however malformed, makes a 5xx, an INTERNAL_SERVER_ERROR, a stack trace or SQL text.
 * Every REST route of the OpenAPI document and every query and mutation of the schema is driven with
 * generated inputs (real ids of a world of its own mixed with garbage, NUL characters, wrong types, huge
 * values), as a kiosk, a TenantAdmin and a SuperAdmin. Bounded by count and by time; asserts no timing.
 */

// `npm run fuzz` scales both (FUZZ_SCALE=2.5: 50,000 requests and more, issue 40); CI runs the default.
const SCALE = Math.max(1, Number(process.env.FUZZ_SCALE ?? 1) || 1);
const RUNS = { rest: 14_000 * SCALE, graphql: 6_000 * SCALE, envelope: 2_000 * SCALE };
const TIME_LIMIT_MS = { rest: 150_000 * SCALE, graphql: 80_000 * SCALE, envelope: 20_000 * SCALE };
const LEAK = /\bat [\w.<>]+ \(|node_modules|\bselect\b.+\bfrom\b|\binsert into\b|\bupdate "|violates|syntax error at|\bSQLSTATE\b/i;

let s: TestServer;
let ids: string[] = [];
let tokens: (string | undefined)[] = [];
let refs: string[] = [];
beforeAll(async () => {
  // A database of its own: the thousands of outbox rows the fuzz makes (bookings, walk-ins) must not reach the
  // run's shared queues, where every other suite's e-mails would wait behind them.
  s = await startTestServer({ worker: false, databaseUrl: await freshDatabase('fuzz') });
  const { tenant, depot, admin, manager } = await makeWorld(s.orm);
  const visit = await makeVisit(s.orm, depot);
  const rv = await makeRegularVisitor(s.orm, depot);
  const shift = await makeShift(s.orm, tenant);
  const partner = await makePartner(s.orm, depot, { shift });
  const m = await makeManager(s.orm, depot);
  const [badge] = await makeBadges(s.orm, depot, ['1', '2']);
  ids = [tenant.id, depot.id, admin.id, manager.id, visit.id, rv.id, shift.id, partner.id, m.id, badge.id];
  refs = [visit.meetingReference!, rv.meetingReference, partner.workId, depot.code, tenant.name, '1'];
  tokens = [undefined, tokenFor(s, admin), tokenFor(s, manager), await superAdminToken(s), 'garbage.token.here'];
}, 60_000);
afterAll(async () => {
  await s?.close();
});

// ---- values ------------------------------------------------------------------------------------
const nasty = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  "'; drop table tenant; --",
  '%00',
  '../../etc/passwd',
  'NaN',
  '-1',
  '1e309',
  '9'.repeat(40),
  'x'.repeat(5000),
  '\uD800',
  '😀'.repeat(50),
  '<script>alert(1)</script>',
  '=1+1',
  '2026-02-30',
  '25:99',
  'true',
  'null',
  '00000000-0000-0000-0000-000000000000',
  '{}',
  '[]',
);
const text = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }), nasty);
const idLike = () => fc.oneof(fc.constantFrom(...ids), fc.uuid(), text);
const scalar = () =>
  fc.oneof(
    text,
    fc.constantFrom(...refs),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    idLike(),
    fc.constantFrom(Number.MAX_SAFE_INTEGER * 10, -0, 1e308),
  );
/** Built once the world exists (the arbitraries draw its real ids). */
const value = (): fc.Arbitrary<unknown> =>
  fc.letrec((tie) => ({
    v: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      scalar(),
      fc.array(tie('v'), { maxLength: 3 }),
      fc.dictionary(fc.constantFrom(...FIELDS), tie('v'), { maxKeys: 3 }),
    ),
  })).v;

/** Field names the spec's payloads use (spec 3 and 7), and the legacy spellings. */
const FIELDS = [
  'id',
  'tenantId',
  'depotId',
  'depot',
  'depotCode',
  'tenantName',
  'name',
  'firstName',
  'lastName',
  'FirstName',
  'LastName',
  'email',
  'Email',
  'company',
  'Company',
  'carReg',
  'meetingWith',
  'visitorRef',
  'meetingRef',
  'meetingReference',
  'depotBadgeNum',
  'depotBadge',
  'temperature',
  'reasonForVisit',
  'visitorAttendanceId',
  'attendanceId',
  'manualCheckout',
  'sendNotification',
  'workId',
  'organisation',
  'shiftTiming',
  'roleId',
  'signFlag',
  'badgeNumFlag',
  'enterTemperature',
  'singleSignFlag',
  'badgeNum',
  'badgeNumFrom',
  'badgeNumTo',
  'ShiftName',
  'StartTime',
  'EndTime',
  'RoleName',
  'username',
  'password',
  'password_confirmation',
  'token',
  'role',
  'department',
  'repeatEmail',
  'receiveEmailFlag',
  'code',
  'line1',
  'line2',
  'county',
  'eirCode',
  'timeZone',
  'rep',
  'depots',
  'Host',
  'MeetingDateTime',
  'date',
  'time',
  'hostIsMe',
  'autoReference',
  'PassCode',
  'passCode',
  'PosOne',
  'CharPosOne',
  'isRegularVisitor',
  'RegularVisitorRef',
  'visitType',
  'dateFrom',
  'dateTo',
  'offset',
  'page',
  'ruleAnswers',
  'hr_1',
  'hsr_1',
  'anyDepot',
  'tempMin',
  'tempMax',
  'confirmName',
  'disabled',
  '__proto__',
  'constructor',
];

const body = () =>
  fc.oneof(
    { weight: 6, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), value(), { maxKeys: 10 }) },
    { weight: 1, arbitrary: fc.oneof(fc.array(value(), { maxLength: 3 }), scalar()) },
  );

/** A lone surrogate cannot be put in a URL at all: it is replaced (Node 20's String.prototype.toWellFormed). */
const wellFormed = (x: string): string => (x as unknown as { toWellFormed(): string }).toWellFormed();

// ---- REST --------------------------------------------------------------------------------------
interface Op {
  method: string;
  path: string;
  params: string[];
  multipart: boolean;
}

function restOps(doc: { paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>> }): Op[] {
  return Object.entries(doc.paths).flatMap(([p, methods]) =>
    Object.entries(methods).map(([m, op]) => ({
      method: m.toUpperCase(),
      path: p,
      params: [...p.matchAll(/\{(\w+)\}/g)].map((x) => x[1]),
      multipart: !!op.requestBody && 'multipart/form-data' in op.requestBody.content,
    })),
  );
}

const restCase = (ops: Op[]) =>
  fc.record({
    op: fc.constantFrom(...ops),
    params: fc.array(fc.oneof(idLike(), fc.constantFrom(...refs), text, fc.integer().map(String)), { minLength: 4, maxLength: 4 }),
    query: fc.dictionary(fc.constantFrom(...FIELDS), fc.oneof(text, idLike(), fc.constantFrom(...refs)), { maxKeys: 4 }),
    body: body(),
    token: fc.constantFrom(...[0, 1, 2, 3, 4]),
    raw: fc.oneof(
      { weight: 9, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', 'null', '"x"', '\u0000', '[1,2') },
    ),
  });

describe('fuzz: no input makes a 5xx or leaks internals', () => {
  it(
    `every REST route of /api/openapi.json (${RUNS.rest} generated requests at most)`,
    async () => {
      const doc = (await rest(s.url, 'GET', 'api/openapi.json')).body;
      const ops = restOps(doc);
      expect(ops.length).toBeGreaterThan(80);
      let runs = 0;
      await fc.assert(
        fc.asyncProperty(restCase(ops), async (c) => {
          runs++;
          let i = 0;
          const url = c.op.path.replace(/^\//, '').replace(/\{\w+\}/g, () => encodeURIComponent(wellFormed(c.params[i++])));
          const qs = new URLSearchParams(
            Object.entries(c.query).map(
              ([k, v]) => [k, wellFormed(typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v))] as [string, string],
            ),
          ).toString();
          const target = qs ? `${url}?${qs}` : url;
          const token = tokens[c.token];
          const r = c.op.multipart
            ? await multipart(target, token, c.body)
            : await rest(s.url, c.op.method, target, {
                token,
                ...(c.op.method === 'GET' ? {} : c.raw !== undefined ? { rawBody: c.raw } : { body: c.body }),
              });
          const text = typeof r.body === 'string' ? r.body : JSON.stringify(r.body);
          if (r.status >= 500 || LEAK.test(text)) throw new Error(`${c.op.method} ${target} -> ${r.status} ${text.slice(0, 300)}`);
        }),
        { numRuns: RUNS.rest, interruptAfterTimeLimit: TIME_LIMIT_MS.rest, markInterruptAsFailure: false, endOnFailure: true },
      );
      console.info(`fuzz REST: ${runs} requests over ${ops.length} routes`);
      expect(runs).toBeGreaterThan(2_000);
    },
    TIME_LIMIT_MS.rest + 60_000,
  );

  it(
    `every query and mutation of the schema (${RUNS.graphql} generated operations at most)`,
    async () => {
      const schema = buildSchema(readFileSync(path.join(__dirname, '../../../../schema/schema.graphql'), 'utf8'));
      const fields = [
        ...Object.values(schema.getQueryType()!.getFields()).map((f) => ({ kind: 'query', f })),
        ...Object.values(schema.getMutationType()!.getFields()).map((f) => ({ kind: 'mutation', f })),
      ].filter(({ f }) => f.name !== 'logout');
      let runs = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...fields).chain(({ kind, f }) =>
            fc.record({
              kind: fc.constant(kind),
              f: fc.constant(f),
              vars: argsOf(schema, f),
              token: fc.constantFrom(0, 1, 2, 3, 4),
            }),
          ),
          async ({ kind, f, vars, token }) => {
            runs++;
            const r = await gql(s.url, operation(kind, f), vars, tokens[token]);
            const text = JSON.stringify(r);
            if (r.status >= 500 || r.errors?.some((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR') || LEAK.test(text)) {
              throw new Error(`${f.name}(${JSON.stringify(vars).slice(0, 200)}) -> ${r.status} ${text.slice(0, 300)}`);
            }
          },
        ),
        { numRuns: RUNS.graphql, interruptAfterTimeLimit: TIME_LIMIT_MS.graphql, markInterruptAsFailure: false, endOnFailure: true },
      );
      console.info(`fuzz GraphQL: ${runs} operations over ${fields.length} fields`);
      expect(runs).toBeGreaterThan(1_000);
    },
    TIME_LIMIT_MS.graphql + 60_000,
  );
});

describe('fuzz: the GraphQL envelope (operationName, documents, variables, batches) never makes a 5xx', () => {
  it(
    `POST /graphql with generated envelopes (${RUNS.envelope} at most)`,
    async () => {
      const docs = fc.constantFrom(
        '{ __typename }',
        'query A { __typename } query B { __typename }',
        'query A { __typename }',
        'mutation M { logout }',
        'subscription S { attendanceChanged(depotId: "x") { __typename } }',
        'query A($x: Int) { __typename }',
        '{ __typename',
        'query { me { id } }',
        '',
      );
      const envelope = fc.record(
        {
          query: fc.oneof({ weight: 6, arbitrary: docs }, { weight: 1, arbitrary: text }, { weight: 1, arbitrary: scalar() }),
          operationName: fc.oneof(fc.constantFrom('A', 'B', 'M', 'S', 'Nope', '', null), text, scalar()),
          variables: fc.oneof(fc.constant({}), fc.constant(null), fc.dictionary(fc.constantFrom('x', 'y'), scalar()), scalar()),
          extensions: fc.oneof(fc.constant(undefined), fc.constant({ persistedQuery: { version: 1, sha256Hash: 'x' } }), scalar()),
        },
        { requiredKeys: [] },
      );
      const body = fc.oneof({ weight: 8, arbitrary: envelope }, { weight: 1, arbitrary: fc.array(envelope, { maxLength: 3 }) });
      let runs = 0;
      await fc.assert(
        fc.asyncProperty(body, fc.constantFrom(0, 1, 4), fc.constantFrom('POST', 'GET'), async (b, token, method) => {
          runs++;
          const headers: Record<string, string> = { 'content-type': 'application/json', 'apollo-require-preflight': 'true' };
          if (tokens[token]) headers.authorization = `Bearer ${tokens[token]}`;
          const one = Array.isArray(b) ? (b[0] ?? {}) : b;
          const url =
            method === 'GET'
              ? `${s.url}/graphql?${new URLSearchParams(
                  Object.entries(one).map(
                    ([k, v]) => [k, typeof v === 'string' ? wellFormed(v) : (JSON.stringify(v) ?? '')] as [string, string],
                  ),
                ).toString()}`
              : `${s.url}/graphql`;
          const res = await fetch(url, { method, headers, body: method === 'GET' ? undefined : JSON.stringify(b) });
          const t = await res.text();
          if (res.status >= 500 || /INTERNAL_SERVER_ERROR/.test(t) || LEAK.test(t)) {
            throw new Error(`${method} ${JSON.stringify(b).slice(0, 200)} -> ${res.status} ${t.slice(0, 300)}`);
          }
        }),
        { numRuns: RUNS.envelope, interruptAfterTimeLimit: TIME_LIMIT_MS.envelope, markInterruptAsFailure: false, endOnFailure: true },
      );
      console.info(`fuzz GraphQL envelope: ${runs} requests`);
      expect(runs).toBeGreaterThan(300);
    },
    TIME_LIMIT_MS.envelope + 60_000,
  );
});

async function multipart(target: string, token: string | undefined, b: unknown) {
  const form = new FormData();
  if (b && typeof b === 'object' && !Array.isArray(b))
    for (const [k, v] of Object.entries(b)) form.append(k, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
  form.append('file', new Blob([Buffer.from('PK\u0003\u0004 not really a zip')]), 'x.xlsx');
  const res = await fetch(`${s.url}/${target}`, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const t = await res.text();
  let parsed: unknown = t;
  try {
    parsed = JSON.parse(t);
  } catch {
    /* not JSON: checked as text */
  }
  return { status: res.status, body: parsed };
}

// ---- GraphQL -----------------------------------------------------------------------------------
function operation(kind: string, f: GraphQLField<unknown, unknown>): string {
  const decl = f.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const call = f.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const ret = getNamedType(f.type);
  const sel = isObjectType(ret) ? ' { __typename }' : isScalarType(ret) || isEnumType(ret) ? '' : ' { __typename }';
  return `${kind}${decl ? `(${decl})` : ''} { ${f.name}${call ? `(${call})` : ''}${sel} }`;
}

function argsOf(schema: GraphQLSchema, f: GraphQLField<unknown, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const entries = f.args.map((a) => [a.name, inputOf(a.type, 0)] as const);
  return fc.record(Object.fromEntries(entries), { requiredKeys: [] }) as fc.Arbitrary<Record<string, unknown>>;
}

function inputOf(type: GraphQLInputType, depth: number): fc.Arbitrary<unknown> {
  // One time in ten anything at all (a wrong type must be a validation error, never a 500).
  const wrong = scalar();
  const inner = isNonNullType(type) ? type.ofType : type;
  let right: fc.Arbitrary<unknown>;
  if (isListType(inner)) right = fc.array(inputOf(inner.ofType, depth + 1), { maxLength: 3 });
  else if (isInputObjectType(inner)) {
    right =
      depth > 3
        ? fc.constant({})
        : fc.record(Object.fromEntries(Object.values(inner.getFields()).map((x) => [x.name, inputOf(x.type, depth + 1)])), {
            requiredKeys: [],
          });
  } else if (isEnumType(inner)) right = fc.oneof(fc.constantFrom(...inner.getValues().map((v) => v.name)), text);
  else {
    const name = (inner as { name: string }).name;
    right =
      name === 'ID'
        ? idLike()
        : name === 'Int'
          ? fc.oneof(fc.integer({ min: -5, max: 100 }), fc.integer())
          : name === 'Float'
            ? fc.oneof(fc.double({ noNaN: true }), fc.constantFrom(36.6, 1e308, -1))
            : name === 'Boolean'
              ? fc.boolean()
              : fc.oneof(
                  text,
                  fc.constantFrom(...refs),
                  fc.constantFrom('2026-11-23', '23/11/2026', '08:00', '2026-11-23T10:00:00Z', 'All', 'Planned'),
                );
  }
  return fc.oneof({ weight: 9, arbitrary: right }, { weight: 1, arbitrary: wrong });
}
