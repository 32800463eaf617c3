import { id, optionalId, z } from '../../core/command';
import { isIsoDay } from '../../core/time';
import { Messages } from '../../contracts/messages';

const typeFields = {
  tenantId: optionalId('tenantId').describe('SuperAdmin: the tenant; others: their own (leave empty)'),
  name: z
    .string({ error: Messages.documentTypeName })
    .trim()
    .min(2, Messages.documentTypeName)
    .max(120, Messages.documentTypeName)
    .describe('What the document is, e.g. "Public liability insurance" (shown to staff and, when it blocks, at the kiosk)'),
  blocksClockIn: z
    .boolean({ error: 'blocksClockIn must be true or false' })
    .describe('True: a partner it applies to cannot clock in while it is missing or expired'),
  roleIds: z
    .array(z.string({ error: Messages.documentTypeRoles }).uuid(Messages.documentTypeRoles), { error: Messages.documentTypeRoles })
    .max(50, Messages.documentTypeRoles)
    .default([])
    .describe('The partner role names it applies to (their ids); empty: every partner'),
  forPartners: z
    .boolean({ error: 'forPartners must be true or false' })
    .optional()
    .describe("Issue 38: asked of partners (default true; false: a visitors' document only). Absent on an edit: unchanged"),
  forVisitors: z
    .boolean({ error: 'forVisitors must be true or false' })
    .optional()
    .describe('Issue 38: asked of planned visitors on the pre-arrival page (default false). Absent on an edit: unchanged'),
  visitReasonIds: z
    .array(z.string({ error: Messages.documentTypeReasons }).uuid(Messages.documentTypeReasons), { error: Messages.documentTypeReasons })
    .max(50, Messages.documentTypeReasons)
    .optional()
    .describe(
      'Issue 38: the visit reasons whose visitors are asked for it (their ids); empty: every planned visitor. Absent on an edit: unchanged',
    ),
};

/** A new required document type (TenantAdmin; SuperAdmin for a named tenant). */
export const AddDocumentTypeCommand = z.object(typeFields);
export type AddDocumentTypeCommand = z.output<typeof AddDocumentTypeCommand>;

/** A document type's new fields (every field sent: the edit replaces them). */
export const UpdateDocumentTypeCommand = z.object({ id: id('id', 'Document type').describe("The type's id"), ...typeFields });
export type UpdateDocumentTypeCommand = z.output<typeof UpdateDocumentTypeCommand>;

/** A document's upload (multipart text fields beside the file). */
export const UploadDocumentCommand = z.object({
  partnerId: id('partnerId', 'Partner'),
  documentTypeId: id('documentTypeId', 'Document type'),
  expiresOn: z
    .string({ error: Messages.documentExpiry })
    .trim()
    .refine(isIsoDay, { message: Messages.documentExpiry })
    .describe('The last day the document is valid (YYYY-MM-DD, not in the past)'),
});
export type UploadDocumentCommand = z.output<typeof UploadDocumentCommand>;

/** Documents that need attention at a depot (or every depot the staff member sees). */
export const DocumentStatusCommand = z.object({ depotId: optionalId('depotId'), tenantId: optionalId('tenantId') });
export type DocumentStatusCommand = z.output<typeof DocumentStatusCommand>;

/** A partner's document removed by hand (its id). */
export const PartnerDocumentIdCommand = z.object({ id: id('id', 'Document').describe("The document's id") });
export type PartnerDocumentIdCommand = z.output<typeof PartnerDocumentIdCommand>;

/** A visitor's document uploaded on the pre-arrival page (multipart text fields beside the file). */
export const UploadVisitorDocumentCommand = z.object({
  token: z
    .string({ error: Messages.preArrivalLinkInvalid })
    .max(200, Messages.preArrivalLinkInvalid)
    .describe('The token of the pre-arrival link'),
  documentTypeId: id('documentTypeId', 'Document type').describe('The document type asked (PreArrival.documents)'),
});
export type UploadVisitorDocumentCommand = z.output<typeof UploadVisitorDocumentCommand>;
