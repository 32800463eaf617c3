import { blankBooking, bookingInput, validateBooking } from '../bookVisit';
import { st } from '../../../i18n/staff';

const filled = () => ({
  ...blankBooking(),
  AttendeeFirstName: 'ada',
  AttendeeLastName: ' lovelace ',
  AttendeeEmail: 'ada@example.test',
  AttendeeCompany: 'analytical engines',
  date: '2026-12-01',
  time: '09:30',
});

describe('booking form', () => {
  it('starts with the host being me and an automatic reference, every other option off', () => {
    const b = blankBooking();
    expect([b.hostIsMe, b.autoReference]).toEqual([true, true]);
    expect([b.printLabel, b.badgeNumFlag, b.signFlag, b.enterTemperature]).toEqual([false, false, false, false]);
    expect(blankBooking()).not.toBe(b); // a fresh object each time: a reset never shares the last booking's values
  });

  it('names every required field by its label', () => {
    expect(validateBooking(blankBooking())).toEqual({
      AttendeeFirstName: 'First Name is required',
      AttendeeLastName: 'Last Name is required',
      AttendeeEmail: 'Email is required',
      AttendeeCompany: 'Company is required',
      date: 'Date is required',
      time: 'Time is required',
    });
    expect(validateBooking({ ...filled(), AttendeeCompany: '   ' })).toEqual({ AttendeeCompany: 'Company is required' });
  });

  it('refuses a malformed e-mail and a time that is not HH:mm', () => {
    expect(validateBooking({ ...filled(), AttendeeEmail: 'ada@example' }).AttendeeEmail).toBe('Email is not a valid e-mail address');
    expect(validateBooking({ ...filled(), time: '9.30' }).time).toBe(st('visits.timeFormat'));
    expect(validateBooking({ ...filled(), time: '24:00' }).time).toBe(st('visits.timeFormat'));
    expect(validateBooking(filled())).toEqual({});
  });

  it('asks for the host only when the host is not me, and a reference only when it is not generated', () => {
    expect(validateBooking({ ...filled(), hostIsMe: false })).toEqual({
      hostName: 'Host Name is required',
      hostEmail: 'Host Email is required',
    });
    expect(validateBooking({ ...filled(), autoReference: false })).toEqual({ meetingReference: 'Meeting reference is required' });
  });

  it('sends names capitalised and trimmed, and leaves out host fields and reference the toggles say are not used', () => {
    const v = { ...filled(), hostName: 'Grace', hostEmail: 'grace@example.test', department: 'navy', meetingReference: 'REF-1' };
    const input = bookingInput(v, 'depot-1');
    expect(input).toMatchObject({
      depotId: 'depot-1',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.test',
      company: 'Analytical engines',
      hostName: null,
      hostEmail: null,
      department: null,
      meetingReference: null,
    });
    const other = bookingInput({ ...v, hostIsMe: false, autoReference: false }, 'depot-1');
    expect(other).toMatchObject({ hostName: 'Grace', hostEmail: 'grace@example.test', department: 'navy', meetingReference: 'REF-1' });
  });
});
