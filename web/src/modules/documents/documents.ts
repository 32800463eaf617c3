import { graphql } from '../../gql';

/** Contractor documents (issue 38): the tenant's required types, a partner's documents, what needs attention. */
export const DocumentTypesDocument = graphql(`
  query DocumentTypes($tenantId: ID) {
    documentTypes(tenantId: $tenantId) {
      id
      name
      blocksClockIn
      roleIds
      forPartners
      forVisitors
      visitReasonIds
    }
  }
`);

export const AddDocumentTypeDocument = graphql(`
  mutation AddDocumentType($input: AddDocumentTypeInput!) {
    addDocumentType(input: $input) {
      id
      name
    }
  }
`);

export const RemoveDocumentTypeDocument = graphql(`
  mutation RemoveDocumentType($id: ID!, $tenantId: ID) {
    removeDocumentType(id: $id, tenantId: $tenantId)
  }
`);

export const PartnerDocumentRowFields = graphql(`
  fragment PartnerDocumentRowFields on PartnerDocumentRow {
    partnerId
    partnerName
    organisation
    workId
    depotCode
    documentTypeId
    documentTypeName
    blocksClockIn
    documentId
    fileName
    expiresOn
    status
  }
`);

export const PartnerDocumentsDocument = graphql(`
  query PartnerDocuments($partnerId: ID!) {
    partnerDocuments(partnerId: $partnerId) {
      ...PartnerDocumentRowFields
    }
  }
`);

export const DocumentsNeedingAttentionDocument = graphql(`
  query DocumentsNeedingAttention($depotId: ID) {
    documentsNeedingAttention(depotId: $depotId) {
      ...PartnerDocumentRowFields
    }
  }
`);

export const RemovePartnerDocumentDocument = graphql(`
  mutation RemovePartnerDocument($id: ID!) {
    removePartnerDocument(id: $id)
  }
`);

/** Issue 38: the documents asked of a visit's visitor and what they uploaded on the pre-arrival page. */
export const VisitDocumentsDocument = graphql(`
  query VisitDocuments($visitId: ID!) {
    visitDocuments(visitId: $visitId) {
      documentTypeId
      name
      documentId
      fileName
      uploadedAt
    }
  }
`);
