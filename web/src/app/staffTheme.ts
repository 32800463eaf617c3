import { createTheme } from '@mantine/core';
import { st } from '../i18n/staff';

/** Issue 36: every date picker's arrows and headings have names (axe: button-name). */
const calendarLabels = () => ({
  ariaLabels: {
    previousMonth: st('controls.previousMonth'),
    nextMonth: st('controls.nextMonth'),
    previousYear: st('controls.previousYear'),
    nextYear: st('controls.nextYear'),
    previousDecade: st('controls.previousDecade'),
    nextDecade: st('controls.nextDecade'),
    monthLevelControl: st('controls.chooseMonth'),
    yearLevelControl: st('controls.chooseYear'),
  },
});

/** The pagination's arrows, by Mantine's name for each (read when a screen renders, in the staff's words). */
const pageLabels = {
  first: () => st('controls.firstPage'),
  previous: () => st('controls.previousPage'),
  next: () => st('controls.nextPage'),
  last: () => st('controls.lastPage'),
};

/**
 * The staff area's additions to the app's theme (app/theme.ts), in the staff chunk with the staff words: names for
 * the controls that show only an icon, so a screen reader says what they do (issue 36: pagination arrows, date-picker
 * arrows, a modal's close). StaffLayout wraps the staff screens in it.
 */
export const staffTheme = () =>
  createTheme({
    components: {
      Pagination: {
        defaultProps: {
          getControlProps: (control: keyof typeof pageLabels) => ({ 'aria-label': pageLabels[control]() }),
        },
      },
      DatePickerInput: { defaultProps: { size: 'md', ...calendarLabels() } },
      DateInput: { defaultProps: { size: 'md', ...calendarLabels() } },
      DatePicker: { defaultProps: calendarLabels() },
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': st('controls.close') } } },
    },
  });
