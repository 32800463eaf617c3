import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Client } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { Messages } from '../../contracts/messages';
import { onOwnConnection } from '../../core/db/own-connection';
import { uniqueViolation } from '../../core/errors';
import { RoleName } from '../roles/role-name.entity';
import { Shift } from '../shifts/shift.entity';
import type { RowError } from './import-job.entity';
import { checkPartnerRow, repeatKey, type PartnerRowCheck } from './import-rows';
import type { SheetRow } from './xlsx-reader';

/** The rejected rows a failed upload lists (the message counts them all): enough to fix a file, bounded in memory. */
export const LISTED_ROW_ERRORS = 1000;

export interface PartnerUpload {
  /** Data rows in the file. */
  total: number;
  /** Partners added: every row, or none. */
  inserted: number;
  /** Every rejected row (the count) and the first LISTED_ROW_ERRORS of them in row order, with their reasons. */
  rejected: number;
  rowErrors: RowError[];
}

/** A value in COPY's text format: `\N` for null, backslash escapes for the characters that end a field or a row. */
const field = (v: string | boolean | number | null): string =>
  v === null
    ? '\\N'
    : typeof v === 'string'
      ? v.replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!)
      : String(v);

/** A staged row: the row number, its repeat key, what it says by itself, and its values, in STAGING's column order. */
function copyLine(r: SheetRow, c: PartnerRowCheck): string {
  const v = c.values;
  return [
    r.row,
    repeatKey(r.cells),
    c.workId,
    c.workIdWellFormed,
    c.workIdFault,
    c.faults.length ? c.faults.join('; ') : null,
    v.name,
    v.organisation,
    v.email,
    v.shift,
    v.role,
    v.signFlag,
    v.badgeNumFlag,
    v.singleSignFlag,
    v.enterTemperature,
  ]
    .map(field)
    .join('\t')
    .concat('\n');
}

const STAGING = `create temporary table partner_upload (
  row int not null,
  repeat_key text not null,
  work_id text not null,
  work_id_ok boolean not null,
  work_id_fault text,
  faults text,
  name text, organisation text, email text, shift_id uuid, role_id uuid,
  sign_flag boolean, badge_num_flag boolean, single_sign_flag boolean, enter_temperature boolean
) on commit drop`;

/*
 * The rules that need every row or the partner table, over the staged rows: a row repeating an earlier one names it
 * and is judged no further; among the others, a well-formed work id registered already, or used by an earlier row.
 */
const JUDGED = `with staged as (
    select u.*, min(row) over (partition by repeat_key) as repeats
    from partner_upload u
  ), kept as (
    select s.*, case when work_id_ok then min(row) over (partition by work_id_ok, work_id) end as first_use
    from staged s where repeats = row
  )
  select row, repeats, null::text as work_id, null::text as work_id_fault, false as taken, null::int as first_use, null::text as faults
  from staged where repeats < row
  union all
  select k.row, null, k.work_id, k.work_id_fault, p.id is not null, k.first_use, k.faults
  from kept k left join partner p on k.work_id_ok and p.work_id = k.work_id
  where k.work_id_fault is not null or k.faults is not null or p.id is not null or k.first_use < k.row`;

type Judged = {
  row: number;
  repeats: number | null;
  work_id: string | null;
  work_id_fault: string | null;
  taken: boolean;
  first_use: number | null;
  faults: string | null;
};

function reasonOf(j: Judged): string {
  if (j.repeats !== null) return Messages.rowRepeats(j.row, j.repeats);
  const why: string[] = [];
  if (j.work_id_fault) why.push(j.work_id_fault);
  else if (j.taken) why.push(Messages.workIdTaken(j.work_id!));
  else if (j.first_use !== null && j.first_use < j.row) why.push(Messages.workIdInFile(j.work_id!, j.first_use));
  if (j.faults) why.push(j.faults);
  return why.join('; ');
}

/**
 * A partner upload (template V1.1) landed with memory that does not grow with the file: each row, as the sheet
 * reader hands it over, is checked by itself (import-rows.ts `checkPartnerRow`) and streamed with `COPY ... FROM
 * STDIN` into a temporary table of the upload's transaction; the rules over every row (repeats, a work id used
 * twice or registered already) are then one query there, and the partners one `INSERT ... SELECT` from it. All
 * rows land or none: a rejected row, a work id registered meanwhile (named by its row), or a hostile file
 * (HostileFile from the reader, e.g. too many rows) rolls the whole transaction back.
 */
export async function landPartnerUpload(
  em: EntityManager,
  ctx: { tenantId: string; depotId: string; now: Date },
  rows: AsyncIterable<SheetRow>,
  progress: (processed: number) => Promise<void>,
): Promise<PartnerUpload> {
  const lookups = {
    shifts: new Map(
      (await em.find(Shift, { tenant: ctx.tenantId }, { filters: false })).map((s) => [s.shiftName.trim().toLowerCase(), s.id]),
    ),
    roles: new Map(
      (await em.find(RoleName, { tenant: ctx.tenantId }, { filters: false })).map((r) => [r.roleName.trim().toLowerCase(), r.id]),
    ),
  };
  try {
    return await onOwnConnection(em, 'begin', async (client) => {
      await client.query(STAGING);
      let total = 0;
      // Rows go to the COPY in pieces of about 500 (one CopyData message each), not one message a row.
      async function* pieces(): AsyncGenerator<string> {
        let piece = '';
        for await (const r of rows) {
          piece += copyLine(r, checkPartnerRow(r.cells, lookups));
          if (++total % 500 === 0) {
            yield piece;
            piece = '';
            if (total % 1000 === 0) await progress(total);
          }
        }
        if (piece) yield piece;
      }
      // A reader that refuses the file half-way (HostileFile) ends the COPY with a CopyFail (pg-copy-streams'
      // destroy): the connection stays usable and the transaction is rolled back.
      await pipeline(Readable.from(pieces()), client.query(copyFrom('copy partner_upload from stdin')));
      await progress(total);
      const rejected = await judge(client);
      if (rejected.rejected > 0) throw new NotLanded({ total, inserted: 0, ...rejected });
      const inserted = await insertAll(client, ctx, total);
      return { total, inserted, rejected: 0, rowErrors: [] };
    });
  } catch (err) {
    if (err instanceof NotLanded) return err.upload; // rolled back: nothing of the file landed
    throw err;
  }
}

/** Rejected rows end the upload's transaction with a rollback, and their list is the upload's answer. */
class NotLanded extends Error {
  constructor(readonly upload: PartnerUpload) {
    super('rows rejected');
  }
}

async function judge(client: Client): Promise<{ rejected: number; rowErrors: RowError[] }> {
  const listed = await client.query<Judged>(`${JUDGED} order by row limit ${LISTED_ROW_ERRORS}`);
  if (listed.rows.length === 0) return { rejected: 0, rowErrors: [] };
  const rowErrors = listed.rows.map((j) => ({ row: j.row, message: reasonOf(j) }));
  const rejected =
    listed.rows.length < LISTED_ROW_ERRORS
      ? listed.rows.length
      : Number((await client.query<{ n: string }>(`select count(*) as n from (${JUDGED}) j`)).rows[0]!.n);
  return { rejected, rowErrors };
}

/** Every staged row as a partner, in row order; a work id registered since the check (a unique violation) names its row. */
async function insertAll(client: Client, ctx: { tenantId: string; depotId: string; now: Date }, total: number): Promise<number> {
  await client.query('savepoint land');
  try {
    const res = await client.query(
      `insert into partner (id, created_at, updated_at, tenant_id, depot_id, work_id, name, organisation, email, shift_id, role_id,
         sign_flag, badge_num_flag, single_sign_flag, enter_temperature)
       select gen_random_uuid(), $1, $1, $2, $3, work_id, name, organisation, email, shift_id, role_id,
         sign_flag, badge_num_flag, single_sign_flag, enter_temperature
       from partner_upload order by row`,
      [ctx.now, ctx.tenantId, ctx.depotId],
    );
    return res.rowCount ?? 0;
  } catch (err) {
    if (!uniqueViolation(err)) throw err;
    await client.query('rollback to savepoint land');
    const workId = /\(work_id\)=\((\d+)\)/.exec((err as { detail?: string }).detail ?? (err as Error).message ?? '')?.[1];
    const found = workId
      ? await client.query<{ row: number }>('select row from partner_upload where work_id = $1 order by row limit 1', [workId])
      : null;
    const rowError = {
      row: found?.rows[0]?.row ?? 0,
      message: workId ? Messages.workIdTaken(workId) : Messages.workIdTaken('of this file'),
    };
    throw new NotLanded({ total, inserted: 0, rejected: 1, rowErrors: [rowError] });
  }
}
