import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { DocumentStatusArgs, PartnerDocumentIdArgs } from './document.args';
import type { DocumentsContext } from '.';
import {
  AddDocumentTypeInput,
  DocumentTypeType,
  PartnerDocumentRowType,
  UpdateDocumentTypeInput,
  VisitDocumentType,
} from './document.type';

/** Contractor documents (issue 38): the tenant's types (its admins change them) and the partners' documents' state. */
@Resolver()
export class DocumentResolver {
  @Authorized()
  @Query(() => [DocumentTypeType], { description: "The tenant's required document types, by name." })
  async documentTypes(
    @Ctx() { services, actor }: DocumentsContext,
    @Arg('tenantId', () => ID, { nullable: true, description: 'SuperAdmin: the tenant; others: leave empty' }) tenantId?: string,
  ) {
    return (await services.documents.types(actor, tenantId)).map((t) => DocumentTypeType.from(t));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => DocumentTypeType, { description: 'Adds a required document type.' })
  async addDocumentType(
    @Arg('input', () => AddDocumentTypeInput, { description: 'The new type.' }) input: AddDocumentTypeInput,
    @Ctx() { services, actor }: DocumentsContext,
  ) {
    return DocumentTypeType.from(await services.documents.addType(actor, AddDocumentTypeInput.parse(input)));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => DocumentTypeType, { description: 'Edits a document type (every field sent replaces it).' })
  async updateDocumentType(
    @Arg('input', () => UpdateDocumentTypeInput, { description: "The type's id and fields." }) input: UpdateDocumentTypeInput,
    @Ctx() { services, actor }: DocumentsContext,
  ) {
    return DocumentTypeType.from(await services.documents.updateType(actor, UpdateDocumentTypeInput.parse(input)));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => Boolean, { description: "Removes a document type and the partners' documents of it." })
  async removeDocumentType(
    @Arg('id', () => ID, { description: "The type's id." }) id: string,
    @Ctx() { services, actor }: DocumentsContext,
    @Arg('tenantId', () => ID, { nullable: true, description: 'SuperAdmin: the tenant; others: leave empty' }) tenantId?: string,
  ) {
    return services.documents.removeType(actor, id, tenantId);
  }

  @Authorized('SuperAdmin', 'TenantAdmin', 'DepotManager')
  @Mutation(() => Boolean, {
    description:
      "Removes a partner's document by hand (audited; its file leaves the store). Staff who may upload for the partner; another tenant's id answers as a missing one.",
  })
  async removePartnerDocument(
    @Args(() => PartnerDocumentIdArgs) args: PartnerDocumentIdArgs,
    @Ctx() { services, actor }: DocumentsContext,
  ) {
    return services.documents.remove(actor, PartnerDocumentIdArgs.parse(args));
  }

  @Authorized()
  @Query(() => [PartnerDocumentRowType], { description: 'Each document type that applies to a partner, with its current document.' })
  async partnerDocuments(
    @Arg('partnerId', () => ID, { description: 'The partner.' }) partnerId: string,
    @Ctx() { services, actor }: DocumentsContext,
  ) {
    return (await services.documents.partnerDocuments(actor, partnerId)).map((r) => PartnerDocumentRowType.from(r));
  }

  @Authorized()
  @Query(() => [PartnerDocumentRowType], {
    description: "Partners' documents missing, expired or expiring in the next 30 days, at a depot or every depot the actor sees.",
  })
  async documentsNeedingAttention(@Ctx() { services, actor }: DocumentsContext, @Args(() => DocumentStatusArgs) args: DocumentStatusArgs) {
    const rows = await services.documents.needingAttention(actor, DocumentStatusArgs.parse(args));
    return rows.map((r) => PartnerDocumentRowType.from(r));
  }

  @Authorized()
  @Query(() => [VisitDocumentType], {
    description:
      "Issue 38: the document types asked of a visit's visitor and what they uploaded on the pre-arrival page (a visit of the actor's scope; another's: NOT_FOUND).",
  })
  async visitDocuments(
    @Arg('visitId', () => ID, { description: 'The visit.' }) visitId: string,
    @Ctx() { services, actor }: DocumentsContext,
  ) {
    return (await services.visitorDocuments.forVisit(actor, visitId)).map((r) => VisitDocumentType.from(r));
  }
}
