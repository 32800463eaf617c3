import { parse } from '../../core/command';
import { FileAnswer, staffDownload, XLSX_TYPE, type RestRoute } from '../../core/http/rest';
import type { ImportsScope } from '.';
import { ImportKind } from './import-job.entity';
import { ImportJobType } from './import-job.type';
import { UploadCommand } from './import.commands';

const accepted = (j: { id: string; status: string }) => ({ importId: j.id, status: j.status });

interface Row {
  path: string;
  tag: string;
  summary: string;
  roles?: readonly string[];
}
/** A kind's bulk upload (multipart: file, depotId): queued for the worker, answered 202 with the id to poll. */
const uploadRoute = (kind: ImportKind, row: Row): RestRoute<ImportsScope> => ({
  ...row,
  method: 'POST',
  auth: 'staff',
  multipart: true,
  status: 202,
  command: UploadCommand,
  run: async (s, actor, { body, files }) => accepted(await s.imports.upload(actor, kind, parse(UploadCommand, body), files)),
});
/** A kind's upload template, as an xlsx download. */
const templateRoute = (kind: ImportKind, row: Row): RestRoute<ImportsScope> =>
  staffDownload(row, async (s, actor) => {
    const t = await s.imports.template(actor, kind);
    return new FileAnswer(t.fileName, XLSX_TYPE, t.data);
  });

export const importRoutes: RestRoute<ImportsScope>[] = [
  uploadRoute(ImportKind.Partner, {
    path: 'api/partner-bulk-upload',
    tag: 'Partners',
    summary: 'Bulk partner upload (multipart: file, depotId; xlsx template V1.1): queued for the worker, poll api/import-status/{id}',
  }),
  uploadRoute(ImportKind.Visitor, {
    path: 'api/visitor-bulk-upload',
    tag: 'Visitors',
    summary: 'Bulk planned-visit upload (multipart: file, depotId; xlsx template V1.1): queued for the worker, poll api/import-status/{id}',
  }),
  uploadRoute(ImportKind.Host, {
    path: 'api/host-bulk-upload',
    tag: 'Hosts',
    roles: ['SuperAdmin', 'TenantAdmin', 'DepotManager'],
    summary:
      "Issue 39: bulk upload of the people directory's hosts (multipart: file, depotId; xlsx template V1.1, or its columns as CSV in UTF-8, comma or semicolon separated): queued for the worker, poll api/import-status/{id}",
  }),
  templateRoute(ImportKind.Host, {
    path: 'api/host-upload-template',
    tag: 'Hosts',
    summary: "Issue 39: the people directory's upload template V1.1 (xlsx)",
  }),
  {
    method: 'GET',
    path: 'api/import-status/:id',
    auth: 'staff',
    tag: 'Partners',
    summary: 'A bulk upload: status, processed of total, inserted, rejected rows',
    run: async (s, actor, { params }) => ImportJobType.rest(await s.imports.find(actor, params.id)),
  },
  templateRoute(ImportKind.Partner, {
    path: 'api/partner-upload-template',
    tag: 'Partners',
    summary: 'The partner upload template V1.1 (xlsx)',
  }),
  templateRoute(ImportKind.Visitor, {
    path: 'api/visitor-upload-template',
    tag: 'Visitors',
    summary: 'The planned-visit upload template V1.1 (xlsx)',
  }),
];
