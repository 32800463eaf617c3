/**
 * The mail port: what a job needs of outgoing mail. The worker process provides the adapter (SMTP or .eml files
 * through nodemailer, worker/src/adapters/mailer.ts); tests may pass their own.
 */

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
