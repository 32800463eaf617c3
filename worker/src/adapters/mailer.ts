import { mkdirSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config, Mailer } from '@depot/graph/worker';

export type { Mailer, MailMessage } from '@depot/graph/worker';

export const DEFAULT_FROM = 'Depot Register <no-reply@depot-register.local>';

/** The mail port of graph's jobs (core/jobs/mailer.ts) on nodemailer: SMTP when config.smtpUrl is set, otherwise .eml files in `${config.dataDir}/mail`. */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'dataDir'>, env: NodeJS.ProcessEnv = process.env): Mailer {
  const from = env.MAIL_FROM?.trim() || DEFAULT_FROM;
  if (config.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(config.smtpUrl);
    return {
      mode: 'smtp',
      from,
      async send(message) {
        const info = await transport.sendMail({ from, ...message });
        return { messageId: String(info.messageId ?? '') };
      },
      close: () => transport.close(),
    };
  }
  const dir = path.join(config.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    mode: 'file',
    from,
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      mkdirSync(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      writeFileSync(file, info.message as Buffer);
      return { messageId: String(info.messageId ?? ''), file };
    },
    close: () => transport.close(),
  };
}
