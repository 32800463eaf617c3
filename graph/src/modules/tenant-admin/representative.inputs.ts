import { inputTypeFrom } from '../../core/graphql/input-type';
import { EditRepresentativeCommand } from '../users/user.commands';

/** Rep edit (spec 5): name, username, email, role required. */
export const EditRepresentativeInput = inputTypeFrom('EditRepresentativeInput', EditRepresentativeCommand, {
  description: "A staff user's editable details.",
});
export type EditRepresentativeInput = InstanceType<typeof EditRepresentativeInput>;
