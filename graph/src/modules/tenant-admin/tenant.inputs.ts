import { inputTypeFrom } from '../../core/graphql/input-type';
import { z } from '../../core/command';
import { CreateTenantCommand, EditTenantCommand, TenantRep } from './tenant.commands';
import { DepotInput } from '../depots/depot.inputs';

/** The tenant's first representative: a TenantAdmin who gets an e-mail to set a password. */
export const TenantRepInput = inputTypeFrom('TenantRepInput', z.object(TenantRep), {
  description: "A tenant's first representative: a TenantAdmin who is e-mailed a link to set a password.",
  omit: ['email_confirmation'],
});
export type TenantRepInput = InstanceType<typeof TenantRepInput>;

/** Add tenant (spec 3 create payload): name, rep, and its first depot. */
export const CreateTenantInput = inputTypeFrom('CreateTenantInput', CreateTenantCommand, {
  description: 'A new tenant: its name, its first representative (a TenantAdmin) and its first depot.',
  fields: { rep: { type: () => TenantRepInput }, depots: { type: () => DepotInput } },
  omit: ['repEmail_confirmation'],
});
export type CreateTenantInput = InstanceType<typeof CreateTenantInput>;

export const EditTenantInput = inputTypeFrom('EditTenantInput', EditTenantCommand, { description: "A tenant's editable settings." });
export type EditTenantInput = InstanceType<typeof EditTenantInput>;
