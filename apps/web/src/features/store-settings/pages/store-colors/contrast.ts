const INK = '#1F1A14';
const WHITE = '#FFFFFF';

const channel = (hex: string, i: number) => {
  const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = (hex: string) => 0.2126 * channel(hex, 0) + 0.7152 * channel(hex, 1) + 0.0722 * channel(hex, 2);
const ratio = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** The text colour that reads best on a fill of `hex`: our dark ink or white (golden yellow takes ink). */
export const textOn = (hex: string): string => (ratio(hex, INK) >= ratio(hex, WHITE) ? INK : WHITE);
