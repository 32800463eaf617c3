import { id, z } from '../../core/command';

/** A bulk upload's form fields (multipart: file, depotId): the depot it loads into; the file is checked by the service. */
export const UploadCommand = z.object({ depotId: id('depotId', 'Location') });
export type UploadCommand = z.output<typeof UploadCommand>;
