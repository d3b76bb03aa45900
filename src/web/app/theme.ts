/** A calm clinical theme: deep teal on white, every text at a contrast of at least 4.5:1. */
import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

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
  // Shade 8 keeps every colour's buttons and text at ≥ 4.5:1 on white (red 7 is only 3.8:1).
  primaryShade: { light: 8, dark: 5 },
  colors: { ritmo },
  autoContrast: true,
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
  focusRing: 'auto',
  cursorType: 'pointer',
});

/**
 * Mantine's defaults put hints (dimmed, gray 6) and errors (red 6) near 3.5:1 on white; clinicians
 * read these on phones in bright rooms, so both move one or two shades darker (≥ 4.5:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  },
  dark: {},
});
