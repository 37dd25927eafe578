import {
  darken,
  defaultVariantColorsResolver,
  lighten,
  luminance,
  parseThemeColor,
  type MantineColorsTuple,
  type MantineTheme,
  type VariantColorsResolver,
} from '@mantine/core';

/** WCAG AA for body text; 3:1 is the minimum for a focus ring or a control's edge. */
export const TEXT_CONTRAST = 4.5;
export const RING_CONTRAST = 3;

/** The WCAG 2 contrast ratio of two opaque colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

const readsOn = (colour: string, backgrounds: readonly string[], min: number) =>
  backgrounds.every((bg) => contrastRatio(colour, bg) >= min);

/**
 * The first of `candidates` that reads at `min` on every background; when none does, the last one
 * made darker (light scheme) or lighter (dark scheme) in small steps until it does.
 */
export function readable(
  candidates: readonly string[],
  backgrounds: readonly string[],
  scheme: 'light' | 'dark',
  min = TEXT_CONTRAST,
): string {
  const found = candidates.find((c) => readsOn(c, backgrounds, min));
  if (found) return found;
  const last = candidates[candidates.length - 1] ?? (scheme === 'light' ? '#000000' : '#FFFFFF');
  const shift = scheme === 'light' ? darken : lighten;
  for (let step = 1; step <= 20; step += 1) {
    const shifted = shift(last, step * 0.05);
    if (readsOn(shifted, backgrounds, min)) return shifted;
  }
  return scheme === 'light' ? '#000000' : '#FFFFFF';
}

/** The surfaces coloured text sits on in a scheme: the page, cards and table rows. */
export interface Surfaces {
  page: string;
  surface: string;
  /** A hovered row or a tinted panel. */
  tint: string;
}

/**
 * Text colours of every palette that read at 4.5:1 where they are written: the `light` variant's
 * text on its own tint (and hover tint), the `outline` variant and `c="teal"`-style text on the page
 * and the cards. Mantine's defaults (shade 9 on shade 1, the filled shade for outline) fall to
 * 1.9–4.3:1 on our light surfaces (docs/decisions.md, "Contrast").
 */
export function readableColourVariables(theme: MantineTheme, scheme: 'light' | 'dark', on: Surfaces) {
  const variables: Record<string, string> = {};
  const grounds = [on.page, on.surface, on.tint];
  for (const [name, shades] of Object.entries(theme.colors) as [string, MantineColorsTuple][]) {
    if (scheme === 'light') {
      variables[`--mantine-color-${name}-light-color`] = readable([shades[9]], [shades[1], shades[2]], scheme);
      const written = readable([shades[6], shades[7], shades[8], shades[9]], grounds, scheme);
      variables[`--mantine-color-${name}-outline`] = written;
      variables[`--mantine-color-${name}-text`] = written;
    } else {
      // Mantine's dark tints: shade 9 darkened by half (light) and by 30% (hover).
      const tints = [darken(shades[9], 0.5), darken(shades[9], 0.3)];
      variables[`--mantine-color-${name}-light-color`] = readable([shades[0]], tints, scheme);
      variables[`--mantine-color-${name}-outline`] = readable([shades[1], shades[0]], grounds, scheme);
      variables[`--mantine-color-${name}-text`] = readable([shades[4], shades[3], shades[2], shades[1]], grounds, scheme);
    }
  }
  return variables;
}

/**
 * Filled colours carry whichever of the theme's black and white reads better on them; a fill on
 * which neither reaches 4.5:1 (violet's shade 5) takes the next darker shade that white does.
 * Mantine's own choice is a luminance threshold, which put white on red-5 (2.7:1).
 */
export const variantColorResolver: VariantColorsResolver = (input) => {
  const base = defaultVariantColorsResolver(input);
  const autoContrast = input.autoContrast ?? input.theme.autoContrast;
  if (input.variant !== 'filled' || !autoContrast) return base;
  const parsed = parseThemeColor({ color: input.color, theme: input.theme });
  if (!parsed.isThemeColor) return base;
  const shades = input.theme.colors[parsed.color];
  if (!shades) return base;
  const first =
    parsed.shade ?? (typeof input.theme.primaryShade === 'number' ? input.theme.primaryShade : input.theme.primaryShade.light);
  const { black, white } = input.theme;
  for (let shade = first; shade <= 9; shade += 1) {
    const fill = shades[shade] ?? shades[9];
    const text = contrastRatio(black, fill) >= contrastRatio(white, fill) ? black : white;
    if (contrastRatio(text, fill) < TEXT_CONTRAST) continue;
    const color = text === black ? 'var(--mantine-color-black)' : 'var(--mantine-color-white)';
    if (shade === first) return { ...base, color };
    return { ...base, background: fill, hover: shades[Math.min(shade + 1, 9)] ?? fill, color };
  }
  return base;
};
