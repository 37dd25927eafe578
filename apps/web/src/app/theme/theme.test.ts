// Every badge, button and text colour the theme can give, in both schemes, read against where it is
// written (WCAG AA: 4.5:1 for text, 3:1 for the focus ring), computed from the CSS variables the app
// ships: Mantine's own, then ours on top, as MantineProvider lays them.
import { describe, expect, test } from 'vitest';
import { defaultCssVariablesResolver, mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { COLORS, cssVariablesResolver, theme } from './theme.ts';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const SCHEMES = ['light', 'dark'] as const;
type Scheme = (typeof SCHEMES)[number];

/** The variables of a scheme, with `var(--x)` followed to a colour. */
function variablesOf(scheme: Scheme) {
  const mantine = defaultCssVariablesResolver(merged);
  const ours = cssVariablesResolver(merged);
  const table: Record<string, string> = { ...mantine.variables, ...mantine[scheme], ...ours.variables, ...ours[scheme] };
  const value = (text: string): string => {
    const ref = /^var\((--[\w-]+)\)$/.exec(text.trim());
    if (!ref) return text;
    const next = ref[1] === undefined ? undefined : table[ref[1]];
    if (next === undefined) throw new Error(`${text} is not defined in the ${scheme} scheme`);
    return value(next);
  };
  return value;
}

/** WCAG 2 relative luminance of #rrggbb, written here from the definition. */
function luminanceOf(hex: string): number {
  const digits = /^#([0-9a-f]{6})$/i.exec(hex)?.[1];
  if (!digits) throw new Error(`not an opaque #rrggbb colour: ${hex}`);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(digits.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const ratio = (a: string, b: string) => {
  const [x, y] = [luminanceOf(a), luminanceOf(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
};
/** Mantine's darken() writes rgba(); the test needs hex. */
function hex(colour: string): string {
  const rgba = /^rgba?\((\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?)/.exec(colour);
  if (!rgba) return colour;
  return `#${rgba
    .slice(1, 4)
    .map((n) => Math.round(Number(n)).toString(16).padStart(2, '0'))
    .join('')}`;
}

const SURFACES: Record<Scheme, string[]> = {
  light: [COLORS.pageLight, COLORS.surfaceLight],
  dark: [COLORS.pageDark, merged.colors.dark[7]],
};
const colourNames = Object.keys(merged.colors);

describe.each(SCHEMES)('the %s scheme', (scheme) => {
  const value = variablesOf(scheme);
  const read = (name: string) => hex(value(`var(${name})`));

  test.each(colourNames)('%s: light, outline, subtle and filled badges and text read at 4.5:1', (name) => {
    const failures: string[] = [];
    const check = (what: string, fg: string, bg: string) => {
      const r = ratio(fg, bg);
      if (r < 4.5) failures.push(`${what}: ${fg} on ${bg} is ${r.toFixed(2)}:1`);
    };
    const lightColour = read(`--mantine-color-${name}-light-color`);
    check('light', lightColour, read(`--mantine-color-${name}-light`));
    for (const surface of SURFACES[scheme]) {
      check('outline', read(`--mantine-color-${name}-outline`), surface);
      check('subtle', lightColour, surface);
      check('text', read(`--mantine-color-${name}-text`), surface);
      if (name === merged.primaryColor) check('link', read('--mantine-color-anchor'), surface);
    }
    const filled = merged.variantColorResolver({ color: name, theme: merged, variant: 'filled' });
    check('filled', hex(value(filled.color ?? '')), hex(value(filled.background ?? '')));
    expect(failures).toEqual([]);
  });

  test('the focus ring keeps 3:1 on the page and on cards', () => {
    for (const surface of SURFACES[scheme]) expect(ratio(read('--app-focus-ring'), surface)).toBeGreaterThanOrEqual(3);
  });
});
