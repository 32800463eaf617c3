import type { MikroORM } from '@mikro-orm/core';
import { forkEm, testOrm } from '../../../test/orm';
import { copyRows, inlineParams, parseLine, utcInstant, type CopyRow } from '../copy-rows';

let orm: MikroORM;
beforeAll(async () => {
  orm = await testOrm();
});
afterAll(async () => {
  await orm.close();
});

const all = async (sql: string, params: unknown[] = []) => {
  const rows: CopyRow[] = [];
  const n = await copyRows(forkEm(orm), sql, params, (r) => void rows.push(...r));
  expect(n).toBe(rows.length);
  return rows;
};

describe('copyRows (COPY ... TO STDOUT, text format)', () => {
  it('gives every text back as it was: tabs, newlines, backslashes, quotes, non-Latin text, NULL, empty', async () => {
    const texts = ['a\tb', 'line\nbreak\r\n', 'back\\slash \\N', "O'Brien \"q\"", 'Łódź 東京 😀', '=1+1', '', '\\', '\u0001ctl'];
    const rows = await all(`select t, null::text, ? from unnest(?::text[]) with ordinality as u(t, n) order by n`, [
      'param\ttab',
      `{${texts.map((t) => `"${t.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`,
    ]);
    expect(rows).toEqual(texts.map((t) => [t, null, 'param\ttab']));
  });

  it('streams many rows across network chunks, in order, and prints timestamps in UTC for utcInstant', async () => {
    const rows = await all(`select g, timestamptz '2026-03-29 00:59:59.1239+00' + g * interval '1 second', true, false from generate_series(1, 20000) g`);
    expect(rows).toHaveLength(20000);
    expect(rows.map((r) => Number(r[0]))).toEqual(Array.from({ length: 20000 }, (_, i) => i + 1));
    expect(rows[0]).toEqual(['1', '2026-03-29 01:00:00.1239+00', 't', 'f']);
    expect(utcInstant(rows[0][1]!).toISOString()).toBe('2026-03-29T01:00:00.123Z');
  });

  it('binds parameters as literals: quotes and backslashes stay data, Dates are instants', async () => {
    const evil = "x' ; drop table tenant; --\\";
    const rows = await all(`select ?::text, ?::timestamptz = timestamptz '2026-10-25 01:30:00+00', ?::int + 1`, [evil, new Date('2026-10-25T01:30:00Z'), 41]);
    expect(rows).toEqual([[evil, 't', '42']]);
    expect(() => inlineParams('select ?, ?', ['a'], { escapeLiteral: (s) => `'${s}'` })).toThrow();
    expect(() => inlineParams('select ?', ['a', 'b'], { escapeLiteral: (s) => `'${s}'` })).toThrow();
  });

  it('fails with the database error and leaves the pool usable', async () => {
    await expect(all('select 1 / (g - 5) from generate_series(1, 10) g')).rejects.toThrow(/division by zero/);
    await expect(all(`select now() at time zone 'Nowhere/Such_Zone'`)).rejects.toThrow(/time zone/);
    // Every pooled connection still answers.
    await Promise.all(Array.from({ length: 10 }, () => all('select 1')));
    expect(await all('select 2')).toEqual([['2']]);
  });

  it('stops when the consumer fails, and the next export still runs', async () => {
    let seen = 0;
    await expect(
      copyRows(forkEm(orm), 'select g from generate_series(1, 200000) g', [], () => {
        seen++;
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    expect(seen).toBe(1);
    expect(await all('select 3')).toEqual([['3']]);
  });
});

describe('parseLine and utcInstant', () => {
  it('reads NULL and escapes', () => {
    expect(parseLine('a\t\\N\t\\\\N\tx\\ty\\nz')).toEqual(['a', null, '\\N', 'x\ty\nz']);
    expect(parseLine('plain\t')).toEqual(['plain', '']);
  });
  it('reads ISO UTC timestamps to the millisecond, truncating the microseconds', () => {
    expect(utcInstant('2026-01-01 08:10:00+00').toISOString()).toBe('2026-01-01T08:10:00.000Z');
    expect(utcInstant('2026-01-01 08:10:00.5+00').toISOString()).toBe('2026-01-01T08:10:00.500Z');
    expect(utcInstant('2026-01-01 08:10:00.009999+00').toISOString()).toBe('2026-01-01T08:10:00.009Z');
  });
});
