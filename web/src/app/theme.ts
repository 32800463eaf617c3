import { createTheme, type MantineColorsTuple } from '@mantine/core';

// A calm blue, slightly deeper than Mantine's default, readable on white at every shade used.
const depot: MantineColorsTuple = [
  '#e8f3ff',
  '#d2e4fb',
  '#a4c6f2',
  '#72a6ea',
  '#4a8be3',
  '#307adf',
  '#2171de',
  '#1260c5',
  '#0555b1',
  '#00499d',
];

// Mantine's teal, red and green, darker from shade 6 on: white text on a filled button (shade 7) keeps 4.5:1
// (Mantine's own teal.7 gives 3:1; axe-core flagged the kiosk's Unplanned Visit and Sign Out buttons).
const teal: MantineColorsTuple = [
  '#e6fcf5',
  '#c3fae8',
  '#96f2d7',
  '#63e6be',
  '#38d9a9',
  '#20c997',
  '#099268',
  '#087f5b',
  '#066b4c',
  '#04583e',
];
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#e03131',
  '#c92a2a',
  '#b02525',
  '#962020',
];
const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#51cf66',
  '#2f9e44',
  '#2b8a3e',
  '#237032',
  '#1c5c29',
];

export const theme = createTheme({
  primaryColor: 'depot',
  primaryShade: 7,
  colors: { depot, teal, red, green },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
  cursorType: 'pointer',
  // Large touch targets: every input and button is at least 42 px high.
  components: {
    Button: { defaultProps: { size: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { size: 'md' } },
    DateInput: { defaultProps: { size: 'md' } },
    DatePickerInput: { defaultProps: { size: 'md' } },
    NavLink: { defaultProps: { py: 'sm' } },
    // The close button of every modal has a name for screen readers.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
});
