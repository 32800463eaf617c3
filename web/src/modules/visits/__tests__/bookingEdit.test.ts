import { beforeVisitDay, editInput, editValues, validateEdit } from '../bookingEdit';
import { st } from '../../../i18n/staff';

const booking = {
  id: 'v1',
  firstName: 'Layla',
  lastName: 'Hadad',
  email: 'layla@example.test',
  company: 'Acme',
  dateOfVisit: '2026-03-29T09:30:00Z', // 10:30 in Dublin (summer time from that morning)
  hostName: 'Grace Hopper',
  hostEmail: 'grace@example.test',
  department: null,
  printLabel: true,
  badgeNumFlag: false,
  signFlag: true,
  enterTemperature: false,
};

afterEach(() => jest.useRealTimers());

describe('booking edit', () => {
  it("starts from the booking's day and time in the depot's zone, its host and flags", () => {
    expect(editValues(booking, 'Europe/Dublin')).toEqual({
      firstName: 'Layla',
      lastName: 'Hadad',
      email: 'layla@example.test',
      company: 'Acme',
      date: '2026-03-29',
      time: '10:30',
      hostName: 'Grace Hopper',
      hostEmail: 'grace@example.test',
      department: '',
      printLabel: true,
      badgeNumFlag: false,
      signFlag: true,
      enterTemperature: false,
    });
    expect(editValues({ ...booking, dateOfVisit: '2026-03-29T23:30:00Z' }, 'Europe/Dublin')).toMatchObject({
      date: '2026-03-30',
      time: '00:30',
    });
  });

  it('asks for the date, an HH:mm time and the host, and checks the e-mail', () => {
    const v = editValues(booking, 'Europe/Dublin');
    expect(validateEdit(v)).toEqual({});
    expect(validateEdit({ ...v, date: '', time: ' ', hostName: '', hostEmail: '' })).toEqual({
      date: 'Date is required',
      time: 'Time is required',
      hostName: 'Host Name is required',
      hostEmail: 'Host Email is required',
    });
    expect(validateEdit({ ...v, time: '7:30', hostEmail: 'grace@' })).toEqual({
      time: st('visits.timeFormat'),
      hostEmail: 'Host Email is not a valid e-mail address',
    });
    // issue 36: the visitor's details may be corrected, never emptied
    expect(validateEdit({ ...v, firstName: ' ', lastName: '', company: '', email: 'layla@' })).toEqual({
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
      company: 'Company is required',
      email: 'Email is not a valid e-mail address',
    });
  });

  it('sends the time and e-mail trimmed and an empty department as none', () => {
    const v = { ...editValues(booking, 'Europe/Dublin'), time: ' 11:00 ', hostEmail: ' grace@example.test ', department: '  ' };
    expect(editInput('v1', { ...v, lastName: ' Haddad ' })).toEqual({
      id: 'v1',
      firstName: 'Layla',
      lastName: 'Haddad',
      email: 'layla@example.test',
      company: 'Acme',
      date: '2026-03-29',
      time: '11:00',
      hostName: 'Grace Hopper',
      hostEmail: 'grace@example.test',
      department: null,
      printLabel: true,
      badgeNumFlag: false,
      signFlag: true,
      enterTemperature: false,
    });
    expect(editInput('v1', { ...v, department: ' it ' }).department).toBe('it');
  });

  it("offers the actions until the visit's day has passed in the depot's zone", () => {
    jest.useFakeTimers({ now: new Date('2026-03-29T23:30:00Z') }); // already 30 March in Dublin, still 29th in New York
    expect(beforeVisitDay('2026-03-29T09:30:00Z', 'Europe/Dublin')).toBe(false);
    expect(beforeVisitDay('2026-03-29T14:30:00Z', 'America/New_York')).toBe(true);
    expect(beforeVisitDay('2026-03-30T09:30:00Z', 'Europe/Dublin')).toBe(true);
  });
});
