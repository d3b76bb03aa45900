/** A calm clinical theme: deep teal on white, every text at a contrast of at least 4.5:1. */
import {
  Anchor,
  type CSSVariablesResolver,
  createTheme,
  darken,
  defaultVariantColorsResolver,
  type MantineColorsTuple,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';

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

/**
 * Light badges and alerts (the header's "Online", sensor states, notices) put Mantine's shade 9 on
 * its pale tint: 2.7:1 for yellow, 3.8:1 for green. Their text goes 35% darker, ≥ 5.6:1 on every
 * palette colour's tint (WCAG AA for the small bold text badges use).
 */
const LIGHT_TEXT_DARKEN = 0.35;

const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const parsed = parseThemeColor({
    color: input.color ?? input.theme.primaryColor,
    theme: input.theme,
  });
  if (!parsed.isThemeColor || !parsed.color) return colors;
  const text = darken(input.theme.colors[parsed.color]![9], LIGHT_TEXT_DARKEN);
  return { ...colors, color: text, hoverColor: text };
};

export const theme = createTheme({
  variantColorResolver,
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
  // Menus, dialogs and notices appear at once for whoever asks the system for less motion (and
  // for the axe journey, which scans only settled screens: a half-faded menu has no contrast).
  respectReducedMotion: true,
  cursorType: 'pointer',
  components: {
    // A link inside a sentence must differ by more than colour (WCAG 1.4.1): always underlined.
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
  },
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
