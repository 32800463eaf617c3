import { inputTypeFrom } from '../../core/graphql/input-type';
import { AddManagerCommand, EditManagerCommand } from './manager.commands';

export const AddManagerInput = inputTypeFrom('AddManagerInput', AddManagerCommand, { description: 'A new depot manager.' });
export type AddManagerInput = InstanceType<typeof AddManagerInput>;

export const EditManagerInput = inputTypeFrom('EditManagerInput', EditManagerCommand, { description: "A manager's new details." });
export type EditManagerInput = InstanceType<typeof EditManagerInput>;
