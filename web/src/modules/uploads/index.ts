export { BulkUpload } from './BulkUpload';
export type { UploadKind } from './useBulkUpload';
export { apiFetch, downloadFile, fileNameOf, RestError } from './rest';
