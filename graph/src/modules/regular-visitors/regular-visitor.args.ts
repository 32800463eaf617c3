import { DepotListCommand } from '../../core/command';
import { argsFrom } from '../../core/graphql/input-type';

/* The regular visitors' list arguments, built from its command (issue 42): declared once, in the command. */
export const RegularVisitorListArgs = argsFrom('RegularVisitorListArgs', DepotListCommand, {
  fields: {
    page: { nullable: false, defaultValue: 1 },
    search: { description: 'Name, e-mail, company or RV code (contains, any case)' },
  },
});
export type RegularVisitorListArgs = InstanceType<typeof RegularVisitorListArgs>;
