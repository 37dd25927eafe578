// Real PNG files made on the fly for the upload fields (no binary fixtures in the repository).
import { crc32, deflateSync } from 'node:zlib';

type Pixel = (x: number, y: number) => [number, number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGBA PNG of `width` × `height` painted by `pixel`. */
export function png(width: number, height: number, pixel: Pixel): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter method, no interlace
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 4 + 1);
    for (let x = 0; x < width; x++) rows.set(pixel(x, y), row + 1 + x * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A round amber logo on a transparent background. */
export const logoPng = () =>
  png(160, 160, (x, y) => {
    const d = Math.hypot(x - 80, y - 80);
    if (d > 72) return [0, 0, 0, 0];
    return d > 56 ? [180, 83, 9, 255] : [245, 158, 11, 255];
  });

/** A card-shaped document: a tinted card with a darker band and a photo square. */
export const documentPng = (tint: [number, number, number]) =>
  png(316, 200, (x, y) => {
    if (x > 24 && x < 104 && y > 48 && y < 152) return [120, 110, 100, 255];
    if (y < 32) return [tint[0] * 0.6, tint[1] * 0.6, tint[2] * 0.6, 255].map(Math.round) as [number, number, number, number];
    if (x > 124 && x < 290 && y % 28 < 6 && y > 56) return [90, 80, 70, 255];
    return [...tint, 255];
  });

export const file = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/png', buffer });
