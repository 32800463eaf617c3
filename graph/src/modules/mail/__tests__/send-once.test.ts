import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/core';
import type { Config } from '../../../core/config';
import type { Mailer, MailMessage } from '../../../core/jobs/mailer';
import { testOrm } from '../../../test/orm';
import { makePartner, makeWorld } from '../../../test/factories';
import { handlePartnerQr } from '../../partners/partner-qr.job';

let orm: MikroORM;
beforeAll(async () => {
  orm = await testOrm();
});
afterAll(async () => {
  await orm.close();
});

function recordingMailer(fail = 0): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  let failures = fail;
  return {
    mode: 'smtp',
    from: 'test@example.test',
    sent,
    close: () => undefined,
    async send(m) {
      if (failures-- > 0) throw new Error('SMTP 451 try again later');
      sent.push(m);
      return { messageId: String(sent.length) };
    },
  };
}

describe('e-mail jobs send once per outbox event', () => {
  it('a retried job (same id) does not mail twice; another event does; a failed send is retried', async () => {
    const { depot } = await makeWorld(orm);
    const partner = await makePartner(orm, depot, { email: 'once@example.test' });
    const mailer = recordingMailer(1);
    const ctx = { orm, config: {} as Config, mailer, log: () => undefined };
    const job = { id: randomUUID(), name: 'partner-qr-code', data: { partnerId: partner.id } };
    await expect(handlePartnerQr(ctx, job)).rejects.toThrow('SMTP 451');
    expect(await handlePartnerQr(ctx, job)).toBe('sent');
    expect(await handlePartnerQr(ctx, job)).toBe('already-sent');
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0].attachments?.[0]).toMatchObject({ contentType: 'image/png', cid: 'qr' });
    expect(mailer.sent[0].attachments![0].content.subarray(1, 4).toString()).toBe('PNG');
    expect(await handlePartnerQr(ctx, { ...job, id: randomUUID() })).toBe('sent');
    expect(mailer.sent).toHaveLength(2);
  });
});
