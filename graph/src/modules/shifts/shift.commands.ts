import { isHhMm } from '../../core/time';
import { legacyFields, optionalId, optionalText, text, z } from '../../core/command';

/**
 * A shift time as HH:mm. The staff form sends a local date and a time (spec 9: "yyyy-MM-dd" plus a time,
 * or an ISO local date-time); only the wall-clock time is kept: it is read in the zone of the depot where
 * the partner clocks in (core/time).
 */
const shiftTime = (label: string) =>
  text(label, 40).transform((v, ctx) => {
    const m = /(?:^|[T\s])(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/.exec(v);
    const hhmm = m ? `${m[1].padStart(2, '0')}:${m[2]}` : '';
    if (!isHhMm(hhmm)) {
      ctx.addIssue({ code: 'custom', message: `${label} must be a time (HH:mm)` });
      return z.NEVER;
    }
    return hhmm;
  });

/** Add or edit a shift (spec 3 Shift; spec 5: StartTime and EndTime required). No name: "start - end". */
export const ShiftCommand = z.object({
  shiftName: optionalText('Shift name', 80).describe("The shift's name."),
  startTime: shiftTime('Start time').describe('HH:mm, or a local date-time whose time is taken'),
  endTime: shiftTime('End time').describe('HH:mm, or a local date-time whose time is taken'),
  /** SuperAdmin names the tenant; others act in their own. */
  tenantId: optionalId('tenantId').describe('SuperAdmin: the tenant'),
});
export type ShiftCommand = z.output<typeof ShiftCommand>;

/** The legacy spellings (spec 3: sent as ShiftName, StartTime, EndTime with Id) onto the command's fields. */
export const legacyShift = legacyFields({
  shiftName: ['ShiftName', 'shiftName'],
  startTime: ['StartTime', 'startTime'],
  endTime: ['EndTime', 'endTime'],
});
