import { paragraphs } from '../mail/mail-text';

/** The e-mail to a tenant's admins when an endpoint was disabled after a run of failed deliveries (issue 26). */
export function webhookDisabledMail(p: { url: string; failures: number; link: string }) {
  const lines = [
    `The webhook endpoint ${p.url} was disabled: its last ${p.failures} deliveries failed after all their retries.`,
    'No more events are sent to it until it is enabled again.',
    '',
    `See its delivery log, fix the receiver, then enable it and redeliver what it missed: ${p.link}`,
    '',
    'Depot Register',
  ];
  return { subject: 'A webhook endpoint was disabled after repeated failures', text: lines.join('\n'), html: paragraphs(lines) };
}
