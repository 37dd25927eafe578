import QRCode from 'qrcode';

/**
 * A QR code as one SVG path of its dark modules (a square each) with a quiet zone of four, drawn as
 * vectors in the PDF: sharp at any zoom and on a thermal printer.
 */
export function qrPath(text: string): { size: number; d: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const parts: string[] = [];
  for (let y = 0; y < modules.size; y += 1)
    for (let x = 0; x < modules.size; x += 1) if (modules.get(y, x)) parts.push(`M${x + quiet} ${y + quiet}h1v1h-1z`);
  return { size: modules.size + quiet * 2, d: parts.join('') };
}
