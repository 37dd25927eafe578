import sharp from 'sharp';
import { UPLOADS_PUBLIC_PATH } from '@souqna/contracts';
import { uuidv7 } from '../../platform/ids.ts';
import { THUMBNAIL_SIDE } from '../../platform/uploads/images.ts';
import type { UploadStorage } from '../../platform/uploads/storage.ts';

/** The shapes a demo picture may show: a perfume bottle, an incense burner, a box, a round jar. */
export type DemoShape = 'bottle' | 'burner' | 'box' | 'jar';

const SIDE = 640;

const SHAPES: Record<DemoShape, (ink: string) => string> = {
  bottle: (ink) =>
    `<rect x="270" y="120" width="100" height="70" rx="12" fill="${ink}" opacity="0.85"/>` +
    `<rect x="190" y="190" width="260" height="330" rx="48" fill="${ink}"/>` +
    `<rect x="230" y="300" width="180" height="90" rx="10" fill="#ffffff" opacity="0.55"/>`,
  burner: (ink) =>
    `<path d="M320 110 C 290 170, 350 190, 320 250" stroke="${ink}" stroke-width="14" fill="none" opacity="0.6"/>` +
    `<path d="M180 280 L460 280 L410 420 L230 420 Z" fill="${ink}"/>` +
    `<rect x="260" y="420" width="120" height="40" fill="${ink}" opacity="0.8"/>` +
    `<rect x="200" y="460" width="240" height="50" rx="10" fill="${ink}"/>`,
  box: (ink) =>
    `<rect x="150" y="220" width="340" height="280" rx="16" fill="${ink}"/>` +
    `<rect x="300" y="220" width="40" height="280" fill="#ffffff" opacity="0.6"/>` +
    `<path d="M320 220 C 250 140, 200 190, 320 220 C 440 190, 390 140, 320 220 Z" fill="${ink}" opacity="0.8"/>`,
  jar: (ink) =>
    `<rect x="220" y="170" width="200" height="60" rx="14" fill="${ink}" opacity="0.85"/>` +
    `<ellipse cx="320" cy="380" rx="170" ry="150" fill="${ink}"/>` +
    `<ellipse cx="270" cy="330" rx="40" ry="60" fill="#ffffff" opacity="0.35"/>`,
};

/** A square picture: a soft background, one shape in a deeper ink, as SVG (sharp draws it). */
function svgOf(shape: DemoShape, background: string, ink: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}" viewBox="0 0 ${SIDE} ${SIDE}">` +
      `<rect width="${SIDE}" height="${SIDE}" fill="${background}"/>` +
      `<circle cx="320" cy="320" r="250" fill="#ffffff" opacity="0.25"/>` +
      SHAPES[shape](ink) +
      `</svg>`,
  );
}

export interface DemoPicture {
  shape: DemoShape;
  background: string;
  ink: string;
}

/**
 * Draws a demo product picture and stores it, with its thumbnail, the way an upload is stored
 * (`{storeId}/{uuid}.webp` and `-thumb.webp`), so the product's link is a real file. Answers its path.
 */
export async function drawDemoPicture(storage: UploadStorage, storeId: string, picture: DemoPicture): Promise<string> {
  const svg = svgOf(picture.shape, picture.background, picture.ink);
  const [image, thumbnail] = await Promise.all([
    sharp(svg).webp({ quality: 80, effort: 0 }).toBuffer(),
    sharp(svg).resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE).webp({ quality: 75, effort: 0 }).toBuffer(),
  ]);
  const name = uuidv7();
  await storage.put(`${storeId}/${name}-thumb.webp`, thumbnail, 'image/webp');
  await storage.put(`${storeId}/${name}.webp`, image, 'image/webp');
  return `${UPLOADS_PUBLIC_PATH}${storeId}/${name}.webp`;
}
