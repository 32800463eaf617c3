import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createMailer, DEFAULT_FROM } from '../adapters/mailer';

describe('mailer without SMTP_URL', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'dr-mail-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes each message as an .eml file under DATA_DIR/mail, from the default sender', async () => {
    const mailer = createMailer({ dataDir: dir, smtpUrl: undefined }, {});
    expect(mailer.mode).toBe('file');
    // A message as graph's jobs compose them (the texts themselves: graph/src/modules/auth/__tests__/mail-texts.test.ts).
    const content = { subject: 'Reset your Depot Register password', text: 'Hello Ann,', html: '<p>Hello Ann &lt;O&#39;Neill&gt;,</p>' };
    const sent = await mailer.send({ to: 'ann@example.test', ...content });
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
    expect(eml).toContain('Ann &lt;O&#39;Neill&gt;'); // the HTML part as composed
    expect(DEFAULT_FROM).toBe('Depot Register <no-reply@depot-register.local>');
  });

  it('takes the sender from MAIL_FROM', async () => {
    const mailer = createMailer({ dataDir: dir }, { MAIL_FROM: 'Depot Ops <ops@example.test>' });
    const sent = await mailer.send({ to: 'c@example.test', subject: 'Hi', text: 'hello' });
    mailer.close();
    expect(readFileSync(sent.file as string, 'utf8')).toMatch(/^From: Depot Ops <ops@example\.test>$/m);
  });
});
