import type { MikroORM } from '@mikro-orm/core';
import { forkEm, testOrm } from '../../../test/orm';
import { copyRows, inlineParams, parseLine, stampDay, stampMs, stampTime, type CopyRow } from '../copy-rows';

let orm: MikroORM;
beforeAll(async () => {
  orm = await testOrm();
});
afterAll(async () => {
  await orm.close();
});

const all = async (sql: string, params: unknown[] = [], timeZone?: string) => {
  const rows: CopyRow[] = [];
  const n = await copyRows(forkEm(orm), sql, params, (r) => void rows.push(...r), timeZone);
  expect(n).toBe(rows.length);
  return rows;
};

describe('copyRows (COPY ... TO STDOUT, text format)', () => {
  it('gives every text back as it was: tabs, newlines, backslashes, quotes, non-Latin text, NULL, empty', async () => {
    const texts = ['a\tb', 'line\nbreak\r\n', 'back\\slash \\N', 'O\'Brien "q"', 'Łódź 東京 😀', '=1+1', '', '\\', '\u0001ctl'];
    const rows = await all(`select t, null::text, ? from unnest(?::text[]) with ordinality as u(t, n) order by n`, [
      'param\ttab',
      `{${texts.map((t) => `"${t.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`,
    ]);
    expect(rows).toEqual(texts.map((t) => [t, null, 'param\ttab']));
  });

  it('streams many rows across network chunks, in order', async () => {
    const rows = await all(
      `select g, timestamptz '2026-03-29 00:59:59.1239+00' + g * interval '1 second', true, false from generate_series(1, 20000) g`,
    );
    expect(rows).toHaveLength(20000);
    expect(rows.map((r) => Number(r[0]))).toEqual(Array.from({ length: 20000 }, (_, i) => i + 1));
    expect(rows[0]).toEqual(['1', '2026-03-29 01:00:00.1239+00', 't', 'f']);
    expect(new Date(stampMs(rows[0][1]!)).toISOString()).toBe('2026-03-29T01:00:00.123Z');
  });

  it("prints timestamps on the given zone's wall clock, across a daylight-saving change", async () => {
    const rows = await all(
      `select t from unnest(array[timestamptz '2026-03-29 00:59:59.999+00', '2026-03-29 01:00:00+00', '2026-10-25 00:30:00+00', '2026-10-25 01:30:00+00']) t`,
      [],
      'Europe/Dublin',
    );
    expect(rows.map(([t]) => [stampDay(t!), stampTime(t!), new Date(stampMs(t!)).toISOString()])).toEqual([
      ['29-03-2026', '00:59:59', '2026-03-29T00:59:59.999Z'],
      ['29-03-2026', '02:00:00', '2026-03-29T01:00:00.000Z'],
      ['25-10-2026', '01:30:00', '2026-10-25T00:30:00.000Z'],
      ['25-10-2026', '01:30:00', '2026-10-25T01:30:00.000Z'],
    ]);
  });

  it('binds parameters as literals: quotes and backslashes stay data, Dates are instants', async () => {
    const evil = "x' ; drop table tenant; --\\";
    const rows = await all(`select ?::text, ?::timestamptz = timestamptz '2026-10-25 01:30:00+00', ?::int + 1`, [
      evil,
      new Date('2026-10-25T01:30:00Z'),
      41,
    ]);
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

describe('parseLine and the timestamp readers', () => {
  it('reads NULL and escapes', () => {
    expect(parseLine('a\t\\N\t\\\\N\tx\\ty\\nz')).toEqual(['a', null, '\\N', 'x\ty\nz']);
    expect(parseLine('plain\t')).toEqual(['plain', '']);
  });
  it('reads ISO timestamps with their offset to the millisecond, truncating the microseconds', () => {
    const at = (s: string) => new Date(stampMs(s)).toISOString();
    expect(at('2026-01-01 08:10:00+00')).toBe('2026-01-01T08:10:00.000Z');
    expect(at('2026-01-01 08:10:00.5+00')).toBe('2026-01-01T08:10:00.500Z');
    expect(at('2026-01-01 08:10:00.009999+00')).toBe('2026-01-01T08:10:00.009Z');
    expect(at('2026-04-10 09:10:00.5+01')).toBe('2026-04-10T08:10:00.500Z');
    expect(at('2026-04-10 13:40:00+05:30')).toBe('2026-04-10T08:10:00.000Z');
    expect(at('2026-03-08 01:59:59-05')).toBe('2026-03-08T06:59:59.000Z');
    expect(at('1900-01-10 07:44:39-00:25:21')).toBe('1900-01-10T08:10:00.000Z');
    // Every day of 1000-9999 (leap years, centuries, month ends), at a random time and offset, as Date reads it.
    for (let ms = Date.UTC(1000, 0, 1); ms < Date.UTC(10000, 0, 1); ms += 86_400_000 * 13 + 3_723_004) {
      const iso = new Date(ms).toISOString(); // yyyy-MM-ddTHH:mm:ss.sssZ
      const stamp = `${iso.slice(0, 10)} ${iso.slice(11, 23)}+00`;
      expect(stampMs(stamp)).toBe(ms);
      expect(stampMs(`${iso.slice(0, 10)} ${iso.slice(11, 19)}-03:30`)).toBe(Math.floor(ms / 1000) * 1000 + 12_600_000);
    }
    for (const day of ['2000-02-29', '2100-02-28', '2100-03-01', '1600-02-29', '2026-12-31', '2024-12-31', '9999-12-31'])
      expect(at(`${day} 00:00:00+00`)).toBe(`${day}T00:00:00.000Z`);
    expect(stampDay('2026-04-10 09:10:00.5+01')).toBe('10-04-2026');
    expect(stampTime('2026-04-10 09:10:00.5+01')).toBe('09:10:00');
  });
});
