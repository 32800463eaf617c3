// Issue 38: the booking e-mail and its edit's e-mail carry an .ics calendar invitation (the `ics` package) at the
// depot's local time, across a daylight-saving change; read back from the SMTP sink and parsed.
import { DateTime } from 'luxon';
import { startTestServer, type TestServer } from '../../../test/server';
import { gql, rest } from '../../../test/http';
import { fixedClock } from '../../../core/clock';
import { makeDepot, makeWorld, uniq } from '../../../test/factories';
import { tokenFor } from '../../tenants/__tests__/support';
import { bookingEdit } from './support';
import type { SinkMessage } from '../../../test/smtp-sink';

const clock = fixedClock('2027-03-20T10:00:00Z');
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ clock });
});
afterAll(async () => {
  await s.close();
});

const EDIT = 'mutation($input: EditBookingInput!) { editBooking(input: $input) { id dateOfVisit } }';

/** The text/calendar part of a raw MIME message, decoded from its transfer encoding. */
function calendarPart(raw: string): { contentType: string; body: string } {
  const parts = raw.split(/\r?\n--[^\r\n]+/);
  const part = parts.find((p) => /^Content-Type: text\/calendar/im.test(p));
  if (!part) throw new Error('no text/calendar part');
  const [head, ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join('\r\n\r\n');
  const encoding = /^Content-Transfer-Encoding: (\S+)/im.exec(head)?.[1]?.toLowerCase();
  const decoded =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
        : body;
  return { contentType: /^Content-Type: ([^\r\n]+(?:\r?\n[ \t][^\r\n]+)*)/im.exec(head)![1], body: decoded };
}

/** RFC 5545 as far as a test needs: CRLF lines unfolded, one VCALENDAR with one VEVENT, its properties by name. */
function parseIcs(text: string): Record<string, string> {
  expect(text).toMatch(/\r\n/);
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  const begin = lines.indexOf('BEGIN:VEVENT');
  const end = lines.indexOf('END:VEVENT');
  expect(begin).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(begin);
  const props: Record<string, string> = {};
  for (const l of [...lines.slice(0, begin), ...lines.slice(begin + 1, end)]) {
    const i = l.indexOf(':');
    props[l.slice(0, i).split(';')[0]] ??= l.slice(i + 1);
  }
  for (const p of ['VERSION', 'PRODID', 'UID', 'DTSTAMP', 'DTSTART', 'SUMMARY']) expect(props[p]).toBeDefined();
  return props;
}

/** An ICS UTC date-time (20270327T093000Z) in the depot's zone, as the visitor's calendar shows it there. */
const localStart = (dtstart: string, zone: string) =>
  DateTime.fromFormat(dtstart, "yyyyMMdd'T'HHmmss'Z'", { zone: 'utc' }).setZone(zone).toFormat('yyyy-MM-dd HH:mm');

describe('the booking e-mail carries a calendar invitation', () => {
  it('at the depot local time before and after the clocks change; the edit e-mail updates the same event', async () => {
    const { tenant, admin } = await makeWorld(s.orm);
    const london = await makeDepot(s.orm, tenant, { timeZone: 'Europe/London' });
    const token = tokenFor(s, admin);
    const email = `${uniq('cal')}@example.test`;
    // Saturday 27 March 2027, 09:30 in London: GMT (UTC+0). The clocks go forward on Sunday 28 March.
    const r = await rest(s.url, 'POST', 'api/book-meeting', {
      token,
      body: {
        FirstName: 'ada',
        LastName: 'lovelace',
        Email: email,
        Company: 'engines',
        depot: london.id,
        MeetingDateTime: '2027-03-27T09:30',
      },
    });
    expect(r.status).toBe(201);
    const first = await s.mail.waitFor((m: SinkMessage) => m.to.includes(email));
    const cal = calendarPart(first.raw);
    expect(cal.contentType).toMatch(/method=PUBLISH/i);
    const ev = parseIcs(cal.body);
    expect(ev.DTSTART).toBe('20270327T093000Z');
    expect(localStart(ev.DTSTART, 'Europe/London')).toBe('2027-03-27 09:30');
    expect(ev.DURATION).toBe('PT1H');
    expect(ev.METHOD).toBe('PUBLISH');
    expect(ev.SUMMARY).toContain(r.body.meetingReference);
    expect(ev.SEQUENCE).toBe('0');

    // Moved to Monday 29 March, 09:30 in London: now BST (UTC+1), so 08:30Z; same event (uid), a higher sequence.
    const e = await gql(s.url, EDIT, { input: bookingEdit(r.body.id, { date: '2027-03-29', time: '09:30' }) }, token);
    expect(e.errors).toBeUndefined();
    const second = await s.mail.waitFor((m: SinkMessage) => m.to.includes(email) && m.raw !== first.raw && /text\/calendar/i.test(m.raw));
    const ev2 = parseIcs(calendarPart(second.raw).body);
    expect(ev2.DTSTART).toBe('20270329T083000Z');
    expect(localStart(ev2.DTSTART, 'Europe/London')).toBe('2027-03-29 09:30');
    expect(ev2.UID).toBe(ev.UID);
    // The visit's own counter, not the edit's second: an edit in the same second as the booking still goes up.
    expect(ev2.SEQUENCE).toBe('1');
    expect(ev2.DESCRIPTION).toContain('Europe/London');
  });
});
