import { Field, ID, ObjectType } from 'type-graphql';
import { describedEnum } from '../../core/graphql/described-enum';
import { inputTypeFrom } from '../../core/graphql/input-type';
import { AddDocumentTypeCommand, UpdateDocumentTypeCommand } from './document.commands';
import type { DocumentRow, DocumentTypeView } from './document.service';
import type { VisitDocumentRow } from './visitor-document.service';

export const DocumentStatusEnum = describedEnum(
  'DocumentStatus',
  "A partner's document of a type: none, past its expiry, expiring in the next 30 days, or valid.",
  {
    MISSING: 'No document of the type was uploaded',
    EXPIRED: 'Its expiry day has passed',
    EXPIRING: 'It expires in the next 30 days',
    VALID: 'Valid for more than 30 days',
  },
);

@ObjectType('DocumentType', { description: 'A document the tenant requires of its partners (issue 38).' })
export class DocumentTypeType {
  @Field(() => ID, { description: 'The id' }) id!: string;
  @Field({ description: 'What the document is, e.g. "Public liability insurance"' }) name!: string;
  @Field({ description: 'A partner it applies to cannot clock in while it is missing or expired' }) blocksClockIn!: boolean;
  @Field(() => [ID], { description: 'The partner role names it applies to (empty: every partner)' }) roleIds!: string[];
  @Field({ description: "Asked of partners (false: a visitors' document only)" }) forPartners!: boolean;
  @Field({ description: 'Asked of planned visitors on the pre-arrival page (issue 38)' }) forVisitors!: boolean;
  @Field(() => [ID], { description: 'The visit reasons whose visitors are asked for it (empty: every planned visitor)' })
  visitReasonIds!: string[];
  static from(v: DocumentTypeView) {
    return Object.assign(new DocumentTypeType(), v);
  }
}

@ObjectType('PartnerDocumentRow', {
  description:
    'A partner and a document type that applies to it: the current document (GET api/partner-document/{id}), if any, and its state.',
})
export class PartnerDocumentRowType {
  @Field(() => ID, { description: 'The partner' }) partnerId!: string;
  @Field({ description: "The partner's name" }) partnerName!: string;
  @Field({ description: "The partner's organisation" }) organisation!: string;
  @Field({ description: "The partner's work id" }) workId!: string;
  @Field(() => ID, { nullable: true, description: "The partner's depot" }) depotId!: string | null;
  @Field(() => String, { nullable: true, description: "The partner's depot code" }) depotCode!: string | null;
  @Field(() => ID, { description: 'The document type' }) documentTypeId!: string;
  @Field({ description: "The document type's name" }) documentTypeName!: string;
  @Field({ description: 'Missing or expired, it refuses the clock-in' }) blocksClockIn!: boolean;
  @Field(() => ID, { nullable: true, description: 'The current document (null: none)' }) documentId!: string | null;
  @Field(() => String, { nullable: true, description: 'Its file name as uploaded' }) fileName!: string | null;
  @Field(() => String, { nullable: true, description: 'Its last valid day (YYYY-MM-DD)' }) expiresOn!: string | null;
  @Field(() => Date, { nullable: true, description: 'When it was uploaded (UTC)' }) uploadedAt!: Date | null;
  @Field(() => DocumentStatusEnum, { description: 'MISSING, EXPIRED, EXPIRING or VALID' }) status!: string;
  static from(r: DocumentRow) {
    return Object.assign(new PartnerDocumentRowType(), r);
  }
}

export const AddDocumentTypeInput = inputTypeFrom('AddDocumentTypeInput', AddDocumentTypeCommand, {
  description: 'A new required document type.',
});
export type AddDocumentTypeInput = InstanceType<typeof AddDocumentTypeInput>;

export const UpdateDocumentTypeInput = inputTypeFrom('UpdateDocumentTypeInput', UpdateDocumentTypeCommand, {
  description: "A document type's fields (all sent: the edit replaces them).",
});
export type UpdateDocumentTypeInput = InstanceType<typeof UpdateDocumentTypeInput>;

@ObjectType('VisitDocument', {
  description:
    "A document type asked of a visit's visitor (issue 38) and the file they uploaded on the pre-arrival page (GET api/visitor-document/{id}), if any.",
})
export class VisitDocumentType {
  @Field(() => ID, { description: 'The document type' }) documentTypeId!: string;
  @Field({ description: "The document type's name" }) name!: string;
  @Field(() => ID, { nullable: true, description: 'The uploaded document; null: not uploaded' }) documentId!: string | null;
  @Field(() => String, { nullable: true, description: "The file's name as uploaded" }) fileName!: string | null;
  @Field(() => String, { nullable: true, description: 'PDF, JPEG or PNG (read from its bytes)' }) mimeType!: string | null;
  @Field(() => Date, { nullable: true, description: 'When it was uploaded (UTC)' }) uploadedAt!: Date | null;
  static from(r: VisitDocumentRow) {
    return Object.assign(new VisitDocumentType(), r);
  }
}
