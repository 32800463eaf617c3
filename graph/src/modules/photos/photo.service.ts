import { randomUUID } from 'node:crypto';
import type { Deps } from '../../core/deps';
import type { Actor } from '../../core/auth/actor';
import { badInput, conflict, notFound, uniqueViolation } from '../../core/errors';
import { requireRole, requireStaff } from '../../core/tenancy';
import { isId } from '../../core/validate';
import { runUnitOfWork } from '../../core/unit-of-work';
import { photoStoreOf, storeThenRecord, type BlobStore } from '../../core/files/blob-store';
import { Messages } from '../../contracts/messages';
import type { DepotService } from '../depots/depot.service';
import { depotScope } from '../depots/depot.policy';
import { VisitorPhoto } from './photo.entity';
import { normalisePhoto } from './photo-image';

/** How long after a sign-in the kiosk may add its photo (the upload follows the check-in, or a held entry's send). */
export const PHOTO_WINDOW_MS = 15 * 60 * 1000;
/** Who turns the kiosk's photo on or off: the admins, and a DepotManager for its depot. */
export const PHOTO_SETTING_ROLES = ['SuperAdmin', 'TenantAdmin', 'DepotManager'] as const;

export interface PhotoUpload {
  depotId: unknown;
  attendanceId: unknown;
  bytes: Buffer | null;
}

/**
 * Visitor photos (issue 37): the kiosk adds one to a sign-in it has just made (public, like the signature: the depot,
 * the open attendance, within 15 minutes, once); staff of that tenant and depot read it; the depot's setting says
 * whether the kiosk asks. The file goes to the photo store before its row commits; a row that fails leaves no file.
 */
export class PhotoService {
  private pending: { ids: Set<string>; done: Promise<Set<string>> } | null = null;

  constructor(
    private readonly d: Deps,
    private readonly depots: Pick<DepotService, 'kioskDepotView' | 'findVisible'>,
    private readonly store: BlobStore = photoStoreOf(d.config),
  ) {}

  /** The kiosk's photo of the sign-in it just made. */
  async upload(_actor: Actor, cmd: PhotoUpload): Promise<{ attendanceId: string; bytes: number }> {
    if (typeof cmd.depotId !== 'string' || !cmd.depotId) throw badInput(Messages.photoNoSignIn, { depotId: [Messages.photoNoSignIn] });
    const depot = await this.depots.kioskDepotView(cmd.depotId);
    if (!cmd.bytes) throw badInput(Messages.photoRequired, { photo: [Messages.photoRequired] });
    const since = new Date(this.d.clock.now().getTime() - PHOTO_WINDOW_MS);
    const [open] = isId(cmd.attendanceId)
      ? await this.d.em.execute<{ id: string }[]>(
          `select "id" from "attendance" where "id" = ? and "depot_id" = ? and "checked_out_at" is null and "anonymised_at" is null
             and "created_at" > ?`,
          [cmd.attendanceId, depot.id, since],
        )
      : [];
    if (!open) throw badInput(Messages.photoNoSignIn, { attendanceId: [Messages.photoNoSignIn] });
    const taken = await this.d.em.count(VisitorPhoto, { attendance: open.id }, { filters: false });
    if (taken) throw conflict(Messages.photoAlreadyTaken);
    const jpeg = await normalisePhoto(cmd.bytes);
    const id = randomUUID();
    const storageKey = `${depot.tenant.id}/${id}.jpg`;
    try {
      await storeThenRecord(this.store, storageKey, jpeg, () =>
        runUnitOfWork(this.d, async (uow) => {
          const now = this.d.clock.now();
          // the sign-in is still there and not erased meanwhile (an erasure in between would leave a photo it never saw)
          const rows = await uow.em.execute<{ id: string }[]>(
            `insert into "visitor_photo" ("id", "created_at", "updated_at", "tenant_id", "depot_id", "attendance_id", "storage_key", "bytes")
           select ?, ?, ?, ?, ?, a."id", ?, ? from "attendance" a where a."id" = ? and a."anonymised_at" is null
           returning "id"`,
            [id, now, now, depot.tenant.id, depot.id, storageKey, jpeg.length, open.id],
          );
          if (!rows.length) throw badInput(Messages.photoNoSignIn, { attendanceId: [Messages.photoNoSignIn] });
        }),
      );
    } catch (err) {
      if (uniqueViolation(err)) throw conflict(Messages.photoAlreadyTaken);
      throw err;
    }
    return { attendanceId: open.id, bytes: jpeg.length };
  }

  /** The photo of an attendance, for staff of its tenant and depot (another's, or none: 404). */
  async read(actor: Actor, attendanceId: string): Promise<Buffer> {
    requireStaff(actor);
    if (!isId(attendanceId)) throw notFound('Photo');
    const photo = await this.d.em.findOne(VisitorPhoto, {
      $and: [{ attendance: attendanceId, erasedAt: null }, { depot: depotScope(actor) }],
    });
    const bytes = photo ? await this.store.get(photo.storageKey) : null;
    if (!bytes) throw notFound('Photo');
    return bytes;
  }

  /**
   * Whether an attendance has a photo, for the lists' rows: the rows of one list asked together are answered by one
   * query (the first call waits a tick for the others).
   */
  hasPhoto(attendanceId: string | null): Promise<boolean> {
    if (!attendanceId) return Promise.resolve(false);
    if (!this.pending) {
      const ids = new Set<string>();
      const done = new Promise<Set<string>>((resolve, reject) => {
        setImmediate(() => {
          this.pending = null;
          this.d.em
            .execute<{ attendance_id: string }[]>(
              `select "attendance_id" from "visitor_photo" where "erased_at" is null
                 and "attendance_id" = any(array(select (jsonb_array_elements_text(?::jsonb))::uuid))`,
              [JSON.stringify([...ids])],
            )
            .then((rows) => resolve(new Set(rows.map((r) => r.attendance_id))), reject);
        });
      });
      this.pending = { ids, done };
    }
    this.pending.ids.add(attendanceId);
    return this.pending.done.then((s) => s.has(attendanceId));
  }

  /** The kiosk's question (public): does this depot take a photo at sign-in? */
  async atSignIn(depotId: string): Promise<boolean> {
    if (!isId(depotId)) return false;
    const [row] = await this.d.em.execute<{ enabled: boolean }[]>(`select "enabled" from "depot_photo_setting" where "depot_id" = ?`, [
      depotId,
    ]);
    return row?.enabled ?? false;
  }

  /** The depot's setting, for staff who may see the depot. */
  async setting(actor: Actor, depotId: string): Promise<boolean> {
    const depot = await this.depots.findVisible(actor, depotId);
    return this.atSignIn(depot.id);
  }

  /** Turns the kiosk's photo on or off at a depot the actor manages. */
  async setSetting(actor: Actor, depotId: string, enabled: boolean): Promise<boolean> {
    requireRole(actor, ...PHOTO_SETTING_ROLES);
    const depot = await this.depots.findVisible(actor, depotId);
    await runUnitOfWork(
      this.d,
      async (uow) => {
        await uow.em.execute(
          `insert into "depot_photo_setting" ("id", "created_at", "updated_at", "tenant_id", "depot_id", "enabled")
           values (gen_random_uuid(), ?, ?, ?, ?, ?)
           on conflict ("depot_id") do update set "enabled" = excluded."enabled", "updated_at" = excluded."updated_at"`,
          [this.d.clock.now(), this.d.clock.now(), depot.tenant.id, depot.id, enabled],
        );
      },
      { action: 'depot.photo-setting' },
    );
    return enabled;
  }
}
