import { argsFrom } from '../../core/graphql/input-type';
import { DocumentStatusCommand, PartnerDocumentIdCommand } from './document.commands';

/* The contractor documents' arguments, built from their commands (issue 42): declared once, in the command. */
export const DocumentStatusArgs = argsFrom('DocumentStatusArgs', DocumentStatusCommand, {
  fields: {
    depotId: { description: 'The depot (empty: every depot the actor sees).' },
    tenantId: { description: 'SuperAdmin: the tenant; others: leave empty' },
  },
});
export type DocumentStatusArgs = InstanceType<typeof DocumentStatusArgs>;
export const PartnerDocumentIdArgs = argsFrom('PartnerDocumentIdArgs', PartnerDocumentIdCommand);
export type PartnerDocumentIdArgs = InstanceType<typeof PartnerDocumentIdArgs>;
