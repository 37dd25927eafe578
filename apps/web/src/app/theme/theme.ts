import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { BRAND } from '@souqna/contracts';
import { readable, readableColourVariables, RING_CONTRAST, variantColorResolver, type Surfaces } from './contrast.ts';

/** Amber around the brand colour #F59E0B (shade 5, the filled colour in both schemes). */
const amber: MantineColorsTuple = [
  '#FFF8E6',
  '#FEEFC3',
  '#FDE08A',
  '#FCCF4F',
  '#FBBF24',
  BRAND.primary,
  '#D97706',
  '#B45309',
  '#92400E',
  '#78350F',
];

/** Beige greys for the light scheme: gray-6 (dimmed text) keeps 6:1 on the page. */
const gray: MantineColorsTuple = [
  '#FBF7F1',
  '#F4ECE1',
  '#EADFCF',
  '#DDCDB7',
  '#C9B59B',
  '#A8937A',
  '#6B5B4B',
  '#574A3D',
  '#3F352B',
  '#2A231C',
];

/** Browns for the dark scheme: dark-7 is the surface, dark-0 the text. */
const dark: MantineColorsTuple = [
  '#F3EADF',
  '#E2D5C5',
  '#C4B29E',
  '#9C8873',
  '#5E4E40',
  '#45392E',
  '#2F261F',
  '#241C16',
  '#1A1410',
  '#120E0B',
];

export const COLORS = {
  ink: '#1F1A14',
  pageLight: '#F7F1E8',
  pageDark: '#1A1410',
  surfaceLight: '#FFFDF9',
} as const;

const px = (n: number) => `${n / 16}rem`;

export const theme = createTheme({
  primaryColor: 'amber',
  primaryShade: { light: 5, dark: 5 },
  colors: { amber, gray, dark },
  white: COLORS.surfaceLight,
  black: COLORS.ink,
  // Amber fills carry dark text: white on #F59E0B is only 2.15:1.
  autoContrast: true,
  luminanceThreshold: 0.35,
  fontFamily: "'IBM Plex Sans Arabic', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  headings: { fontFamily: "'IBM Plex Sans Arabic', system-ui, sans-serif", fontWeight: '700' },
  fontSizes: { xs: px(12), sm: px(13), md: px(BRAND.fontSize), lg: px(16), xl: px(18) },
  radius: { xs: px(4), sm: px(8), md: px(12), lg: px(BRAND.radius), xl: px(24) },
  defaultRadius: 'lg',
  cursorType: 'pointer',
  variantColorResolver,
  components: {
    // A table wider than the screen shows its scrollbar (the cue that more is beside it) and can be
    // scrolled from the keyboard. A plain object, not `Table.ScrollContainer.extend`, which would
    // pull the table, scroll area and pagination code into the login page's JavaScript.
    TableScrollContainer: {
      defaultProps: { scrollAreaProps: { type: 'auto', viewportProps: { tabIndex: 0 } } },
    },
  },
  other: { colors: COLORS },
});

const LIGHT: Surfaces = { page: COLORS.pageLight, surface: COLORS.surfaceLight, tint: gray[1] };
const DARK: Surfaces = { page: COLORS.pageDark, surface: dark[7], tint: dark[6] };

/** The focus ring: an amber that keeps 3:1 on every surface of the scheme (the brand amber is 2.1:1 on light). */
const focusRing = (scheme: 'light' | 'dark', on: Surfaces) =>
  readable(
    scheme === 'light' ? [amber[6], amber[7], amber[8]] : [amber[5], amber[4], amber[3]],
    [on.page, on.surface, on.tint],
    scheme,
    RING_CONTRAST,
  );

/** Readable text for every palette, the focus ring, and the brand colour where it is written rather than filled. */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: { '--app-ink': COLORS.ink },
  light: {
    ...readableColourVariables(resolved, 'light', LIGHT),
    '--app-page': COLORS.pageLight,
    '--app-focus-ring': focusRing('light', LIGHT),
    '--mantine-color-body': COLORS.surfaceLight,
    '--mantine-color-anchor': 'var(--mantine-color-amber-text)',
    '--mantine-color-placeholder': '#7A6653',
    // Mantine's red-6 is 3.2:1 on our surface; red-9 is 5.4:1.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {
    ...readableColourVariables(resolved, 'dark', DARK),
    '--app-page': COLORS.pageDark,
    '--app-focus-ring': focusRing('dark', DARK),
    '--mantine-color-body': dark[7],
    '--mantine-color-anchor': 'var(--mantine-color-amber-text)',
    '--mantine-color-placeholder': '#A8957F',
    '--mantine-color-error': 'var(--mantine-color-red-6)',
  },
});
