import { emailAddress, flag, id, optionalId, optionalText, repeatMatches, text, z } from '../../core/command';
import { Messages } from '../../contracts/messages';

/** The manager's fields (spec 3; spec 5: name, email, department required; the column widths bound them). */
const person = {
  name: text('Name', 120),
  email: emailAddress('Email'),
  repeatEmail: optionalText('Repeat Email', 254),
  department: text('Department', 120),
};

/** Add manager (spec 5: name, email, depotId, department required; repeatEmail must match; receiveEmailFlag defaults to true). */
export const AddManagerCommand = z
  .object({ ...person, depotId: id('depotId', 'Location'), receiveEmailFlag: flag('receiveEmailFlag', true) })
  .superRefine(repeatMatches('email', 'repeatEmail', Messages.emailsDoNotMatch));
export type AddManagerCommand = z.output<typeof AddManagerCommand>;

/** Edit manager (spec 5: name, email, department required); depotId moves it within the tenant; no flag keeps it. */
export const EditManagerCommand = z
  .object({ ...person, depotId: optionalId('depotId'), receiveEmailFlag: flag('receiveEmailFlag') })
  .superRefine(repeatMatches('email', 'repeatEmail', Messages.emailsDoNotMatch));
export type EditManagerCommand = z.output<typeof EditManagerCommand>;
