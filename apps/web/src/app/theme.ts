import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'red',
  primaryShade: 8,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari", Arial, sans-serif',
  headings: { fontWeight: '800' },
  defaultRadius: 'sm',
});
