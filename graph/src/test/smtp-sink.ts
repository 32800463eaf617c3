import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../core/db/embedded-postgres';

export interface SinkMessage {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  text: string;
}

/**
 * A real SMTP server on loopback that keeps what it receives: tests read the e-mails the worker sent.
 * Every test server of a run shares one database, so any of their workers may deliver a given e-mail:
 * each sink also writes what it gets into the run's mail folder (TEST_MAIL_DIR), and `messages` and
 * `waitFor` read that folder, so a test sees its e-mail whichever worker sent it.
 */
export async function startSmtpSink(opts: { acceptAfterMs?: number } = {}) {
  const local: SinkMessage[] = [];
  const dir = process.env.TEST_MAIL_DIR;
  if (dir) mkdirSync(dir, { recursive: true });
  const all = (): SinkMessage[] => {
    if (!dir) return local;
    return readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => {
        try {
          return JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as SinkMessage;
        } catch {
          return null;
        }
      })
      .filter((m): m is SinkMessage => m !== null);
  };
  const waiters: (() => void)[] = [];
  // A slow mail server (acceptAfterMs): a message counts as delivered only when it is accepted, and a
  // client that goes away before that (a worker killed mid-send) delivered nothing.
  const gone = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onClose(session) {
      gone.add(session.id);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = decodeHeader(/^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? '');
        const message: SinkMessage = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject,
          text: decodeBody(raw),
        };
        const accept = () => {
          if (gone.has(session.id)) return;
          local.push(message);
          if (dir) writeFileSync(path.join(dir, `${Date.now()}-${randomUUID()}.json`), JSON.stringify(message));
          waiters.splice(0).forEach((w) => w());
          callback();
        };
        if (opts.acceptAfterMs) setTimeout(accept, opts.acceptAfterMs);
        else accept();
      });
    },
  });
  // A client that dies mid-message (a worker killed) resets its connection: that is no error of the sink's.
  server.on('error', () => undefined);
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** Every e-mail of the run so far (or of this sink alone without TEST_MAIL_DIR). */
    get messages() {
      return all();
    },
    /** Resolves with the first message matching, waiting up to timeoutMs. */
    // Every suite's worker shares the run's queues: a job taken by a worker whose suite then closes is
    // picked up again after BullMQ's stalled-job check (30 s), so a wait allows for one such hand-over.
    async waitFor(match: (m: SinkMessage) => boolean, timeoutMs = 60000): Promise<SinkMessage> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const messages = all();
        const found = messages.find(match);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(
            `no matching e-mail within ${timeoutMs} ms (got ${messages.length}: ${messages.map((m) => m.subject).join(', ')})`,
          );
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/** A header's value with its folding undone and its RFC 2047 encoded words (=?UTF-8?Q?...?= or ?B?) decoded. */
function decodeHeader(value: string): string {
  const unfolded = value.replace(/\r?\n[ \t]+/g, ' ').trim();
  // Whitespace between two encoded words is not part of the text (RFC 2047 section 6.2).
  return unfolded
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/** The text of a (possibly quoted-printable, possibly multipart) message, good enough to find links in. */
function decodeBody(raw: string): string {
  const body = raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n');
  return body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/** The text/plain part of a raw message, decoded (quoted-printable or base64) to UTF-8: what a person reads. */
export function plainText(raw: string): string {
  const part = raw.split(/\r?\n(?=Content-Type: )/).find((p) => p.startsWith('Content-Type: text/plain'))!;
  const [head, ...body] = part.split(/\r?\n\r?\n/);
  const content = body.join('\n\n').split(/\r?\n----_/)[0];
  if (/base64/i.test(head)) return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
  const bytes = content.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
