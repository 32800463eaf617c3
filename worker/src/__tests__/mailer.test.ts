import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createMailer, DEFAULT_FROM } from '../adapters/mailer';
import { passwordResetMail } from '../handlers/password-reset.handler';
import type { User } from '../../../graph/src/worker-api';

describe('mailer without SMTP_URL', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'dr-mail-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes each message as an .eml file under DATA_DIR/mail, from the default sender', async () => {
    const mailer = createMailer({ dataDir: dir, smtpUrl: undefined }, {});
    expect(mailer.mode).toBe('file');
    const user = { name: "Ann <O'Neill>", username: 'ann', email: 'ann@example.test' } as User;
    const content = passwordResetMail(user, 'http://localhost:4000/resetPassword/a/b/c/ann/ann%40example.test');
    const sent = await mailer.send({ to: user.email, ...content });
    await mailer.send({ to: 'bob@example.test', subject: 'Second', text: 'two' });
    mailer.close();

    const files = readdirSync(path.join(dir, 'mail')).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(2);
    expect(sent.file && path.basename(sent.file)).toBe(
      files.sort().find((f) => readFileSync(path.join(dir, 'mail', f), 'utf8').includes('ann@example.test')),
    );
    const eml = readFileSync(sent.file as string, 'utf8');
    expect(eml).toMatch(/^From: Depot Register <no-reply@depot-register\.local>$/m);
    expect(eml).toMatch(/^To: ann@example\.test$/m);
    expect(eml).toMatch(/^Subject: Reset your Depot Register password$/m);
    expect(eml).toMatch(/text\/plain/);
    expect(eml).toMatch(/text\/html/);
    expect(eml).toContain('Ann &lt;O&#39;Neill&gt;'); // the HTML part escapes what it shows
    expect(DEFAULT_FROM).toBe('Depot Register <no-reply@depot-register.local>');
  });

  it('takes the sender from MAIL_FROM', async () => {
    const mailer = createMailer({ dataDir: dir }, { MAIL_FROM: 'Depot Ops <ops@example.test>' });
    const sent = await mailer.send({ to: 'c@example.test', subject: 'Hi', text: 'hello' });
    mailer.close();
    expect(readFileSync(sent.file as string, 'utf8')).toMatch(/^From: Depot Ops <ops@example\.test>$/m);
  });
});
