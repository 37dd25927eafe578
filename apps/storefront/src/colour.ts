/** WCAG's relative luminance of `#RRGGBB`. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

export const DARK_TEXT = '#1F1A14';

/**
 * The text colour that reads on the store's colour: white or the dark brown, whichever contrasts
 * more (white on amber is 2.15:1, the dark text 8.6:1). A colour that is not `#RRGGBB` reads as amber.
 */
export function textOn(colour: string): string {
  const fill = /^#[0-9a-f]{6}$/i.test(colour) ? colour : '#F59E0B';
  const l = luminance(fill);
  return contrast(l, 1) >= contrast(l, luminance(DARK_TEXT)) ? '#FFFFFF' : DARK_TEXT;
}

/** The store's colour, or amber when it is not `#RRGGBB` (it goes into a stylesheet). */
export const safeColour = (colour: string): string => (/^#[0-9a-f]{6}$/i.test(colour) ? colour : '#F59E0B');
