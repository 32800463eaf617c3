import { mkdirSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../../graph/src/worker-api';

/** An inline image (cid, referenced by the html as src="cid:...") or a plain attachment. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  cid?: string;
}
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}
export interface SentMail {
  messageId: string;
  /** The .eml file, when mail goes to files. */ file?: string;
}

export interface Mailer {
  /** 'smtp' with SMTP_URL, else 'file': one .eml per message under DATA_DIR/mail. */
  readonly mode: 'smtp' | 'file';
  readonly from: string;
  send(message: MailMessage): Promise<SentMail>;
  close(): void;
}

export const DEFAULT_FROM = 'Depot Register <no-reply@depot-register.local>';

/** Outgoing mail: SMTP when config.smtpUrl is set, otherwise .eml files in `${config.dataDir}/mail`. */
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
