import { emailAddress, flag, id, optionalId, optionalText, repeatMatches, text, z } from '../../core/command';
import { Messages } from '../../contracts/messages';

/** The manager's fields (spec 3; spec 5: name, email, department required; the column widths bound them). */
const name = text('Name', 120).describe('Full name (required).');
const email = emailAddress('Email').describe('E-mail address (required).');
const repeatEmail = optionalText('Repeat Email', 254).describe("Must match email when given ('Emails do not match').");
const department = text('Department', 120).describe('Department (required).');

/** Add manager (spec 5: name, email, depotId, department required; repeatEmail must match; receiveEmailFlag defaults to true). */
export const AddManagerCommand = z
  .object({
    name,
    email,
    repeatEmail,
    depotId: id('depotId', 'Location').describe("The depot (of the caller's tenant)."),
    department,
    receiveEmailFlag: flag('receiveEmailFlag', true).describe('Defaults to true.'),
  })
  .superRefine(repeatMatches('email', 'repeatEmail', Messages.emailsDoNotMatch));
export type AddManagerCommand = z.output<typeof AddManagerCommand>;

/** Edit manager (spec 5: name, email, department required); depotId moves it within the tenant; no flag keeps it. */
export const EditManagerCommand = z
  .object({
    name,
    email,
    repeatEmail,
    department,
    receiveEmailFlag: flag('receiveEmailFlag').describe('Whether the manager gets e-mails; unchanged when omitted.'),
    depotId: optionalId('depotId').describe('Move the manager to another depot of the tenant.'),
  })
  .superRefine(repeatMatches('email', 'repeatEmail', Messages.emailsDoNotMatch));
export type EditManagerCommand = z.output<typeof EditManagerCommand>;
