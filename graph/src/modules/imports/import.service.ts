import type { Deps } from '../../core/deps';
import { Messages } from '../../contracts/messages';
import type { Actor } from '../../core/auth/actor';
import type { UploadedFile } from '../../core/http/rest';
import { badInput, DomainError } from '../../core/errors';
import { findInScope, requireRole, requireStaff, tenantWhere } from '../../core/tenancy';
import { runUnitOfWork } from '../../core/unit-of-work';
import { depotScope, visibleDepot } from '../depots/depot.policy';
import { User } from '../users/user.entity';
import { ImportJob, ImportKind } from './import-job.entity';
import { templateFileName, templateWorkbook } from './import-templates';
import { hasZipMagic, HostileFile, isXlsxName, XLSX_LIMITS } from './xlsx-guard';
import { csvText, isCsvName } from './csv-reader';
import type { UploadCommand } from './import.commands';

export const XLSX_ONLY = Messages.xlsxOnly;

/**
 * The file types an upload takes: an xlsx (its name and zip magic) for every kind, and for the people directory a
 * CSV too (issue 39; its name, and text in UTF-8: checked here so the person hears at once, and again by the worker).
 */
function accepted(kind: ImportKind, file: UploadedFile): void {
  if (isXlsxName(file.filename) && hasZipMagic(file.data)) return;
  if (kind !== ImportKind.Host) throw badInput(XLSX_ONLY, { file: [XLSX_ONLY] });
  if (!isCsvName(file.filename)) throw badInput(Messages.xlsxOrCsvOnly, { file: [Messages.xlsxOrCsvOnly] });
  try {
    csvText(file.data);
  } catch (err) {
    if (err instanceof HostileFile) throw badInput(err.message, { file: [err.message] });
    throw err;
  }
}

/**
 * Bulk uploads (spec 5: xlsx only, rows must not repeat, work ids unique in the system): the request
 * only checks what is cheap (name, zip magic bytes, size, the depot) and queues the job; the worker
 * parses the file (imports/import-runner.ts) and the page polls importJob(id).
 */
export class ImportService {
  constructor(
    private readonly d: Deps,
    /** The need of this feature's manifest (index.ts): the depots the actor may see. */
  ) {}

  async upload(actor: Actor, kind: ImportKind, { depotId }: UploadCommand, files: UploadedFile[] = []): Promise<ImportJob> {
    const staff = kind === ImportKind.Host ? requireRole(actor, 'SuperAdmin', 'TenantAdmin', 'DepotManager') : requireStaff(actor);
    const file = files.find((f) => f.field === 'file') ?? files[0];
    if (!file || file.data.length === 0) throw badInput(Messages.fileRequired, { file: [Messages.fileRequired] });
    if (file.data.length > XLSX_LIMITS.maxFileBytes)
      throw new DomainError('PAYLOAD_TOO_LARGE', Messages.fileTooLarge(XLSX_LIMITS.maxFileBytes / 1024 / 1024));
    accepted(kind, file);
    const depot = await visibleDepot(this.d.em, actor, depotId);
    // The job and its outbox row: one unit of work.
    return runUnitOfWork(this.d, async (uow) => {
      const job = uow.em.create(ImportJob, {
        tenant: depot.tenant,
        depot,
        kind,
        fileName: file.filename.slice(0, 200),
        file: file.data,
        createdBy: uow.em.getReference(User, staff.userId),
      });
      uow.enqueue('bulk-import', { importId: job.id });
      return job;
    });
  }

  /** A job of a depot the actor may see (its tenant's; a DepotManager's own depot), or 404 exactly like a missing one. */
  async find(actor: Actor, id: string): Promise<ImportJob> {
    return findInScope(this.d.em, ImportJob, id, { ...tenantWhere(actor), depot: depotScope(actor) }, 'Import');
  }

  async template(actor: Actor, kind: ImportKind): Promise<{ fileName: string; data: Buffer }> {
    requireStaff(actor);
    return { fileName: templateFileName(kind), data: await templateWorkbook(kind) };
  }
}
