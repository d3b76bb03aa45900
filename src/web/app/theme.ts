/** A calm clinical theme: deep teal on white, with text contrast of at least 4.5:1. */
import { createTheme, type MantineColorsTuple } from '@mantine/core';

const ritmo: MantineColorsTuple = [
  '#e7f6f7',
  '#cdeaec',
  '#9fd6da',
  '#6ec1c7',
  '#45aeb6',
  '#2a9fa8',
  '#168f98',
  '#0b6f77',
  '#085f66',
  '#044d53',
];

export const theme = createTheme({
  primaryColor: 'ritmo',
  primaryShade: { light: 7, dark: 5 },
  colors: { ritmo },
  autoContrast: true,
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
  focusRing: 'auto',
  cursorType: 'pointer',
});
