import { parse } from '../../core/command';
import { FileAnswer, XLSX_TYPE, type RestRoute } from '../../core/http/rest';
import type { ImportsScope } from '.';
import { ImportKind } from './import-job.entity';
import { ImportJobType } from './import-job.type';
import { UploadCommand } from './import.commands';

const accepted = (j: { id: string; status: string }) => ({ importId: j.id, status: j.status });

export const importRoutes: RestRoute<ImportsScope>[] = [
  {
    method: 'POST',
    path: 'api/partner-bulk-upload',
    auth: 'staff',
    tag: 'Partners',
    multipart: true,
    status: 202,
    summary: 'Bulk partner upload (multipart: file, depotId; xlsx template V1.1): queued for the worker, poll api/import-status/{id}',
    command: UploadCommand,
    run: async (s, actor, { body, files }) =>
      accepted(await s.imports.upload(actor, ImportKind.Partner, parse(UploadCommand, body), files)),
  },
  {
    method: 'POST',
    path: 'api/visitor-bulk-upload',
    auth: 'staff',
    tag: 'Visitors',
    multipart: true,
    status: 202,
    summary: 'Bulk planned-visit upload (multipart: file, depotId; xlsx template V1.1): queued for the worker, poll api/import-status/{id}',
    command: UploadCommand,
    run: async (s, actor, { body, files }) =>
      accepted(await s.imports.upload(actor, ImportKind.Visitor, parse(UploadCommand, body), files)),
  },
  {
    method: 'POST',
    path: 'api/host-bulk-upload',
    auth: 'staff',
    tag: 'Hosts',
    multipart: true,
    status: 202,
    roles: ['SuperAdmin', 'TenantAdmin', 'DepotManager'],
    summary:
      "Issue 39: bulk upload of the people directory's hosts (multipart: file, depotId; xlsx template V1.1, or its columns as CSV in UTF-8, comma or semicolon separated): queued for the worker, poll api/import-status/{id}",
    command: UploadCommand,
    run: async (s, actor, { body, files }) => accepted(await s.imports.upload(actor, ImportKind.Host, parse(UploadCommand, body), files)),
  },
  {
    method: 'GET',
    path: 'api/host-upload-template',
    auth: 'staff',
    tag: 'Hosts',
    summary: "Issue 39: the people directory's upload template V1.1 (xlsx)",
    run: async (s, actor) => {
      const t = await s.imports.template(actor, ImportKind.Host);
      return new FileAnswer(t.fileName, XLSX_TYPE, t.data);
    },
  },
  {
    method: 'GET',
    path: 'api/import-status/:id',
    auth: 'staff',
    tag: 'Partners',
    summary: 'A bulk upload: status, processed of total, inserted, rejected rows',
    run: async (s, actor, { params }) => ImportJobType.rest(await s.imports.find(actor, params.id)),
  },
  {
    method: 'GET',
    path: 'api/partner-upload-template',
    auth: 'staff',
    tag: 'Partners',
    summary: 'The partner upload template V1.1 (xlsx)',
    run: async (s, actor) => {
      const t = await s.imports.template(actor, ImportKind.Partner);
      return new FileAnswer(t.fileName, XLSX_TYPE, t.data);
    },
  },
  {
    method: 'GET',
    path: 'api/visitor-upload-template',
    auth: 'staff',
    tag: 'Visitors',
    summary: 'The planned-visit upload template V1.1 (xlsx)',
    run: async (s, actor) => {
      const t = await s.imports.template(actor, ImportKind.Visitor);
      return new FileAnswer(t.fileName, XLSX_TYPE, t.data);
    },
  },
];
