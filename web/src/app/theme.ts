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

export const theme = createTheme({
  primaryColor: 'depot',
  primaryShade: 7,
  colors: { depot },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
  cursorType: 'pointer',
  // Large touch targets: every input and button is at least 42 px high.
  components: {
    Button: { defaultProps: { size: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { size: 'md' } },
    NavLink: { defaultProps: { py: 'sm' } },
  },
});
