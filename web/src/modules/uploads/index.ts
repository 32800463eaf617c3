export { BulkUpload, type UploadKind } from './BulkUpload';
export { apiFetch, downloadFile, fileNameOf, RestError } from './rest';
