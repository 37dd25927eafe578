/**
 * Phase 2's QR code for simplified documents: the phase 1 TLV (tags 1–5, `../zatca-qr.ts`) followed
 * by tag 6 the invoice hash, 7 the ECDSA signature, 8 the public key and 9 the certificate's own
 * signature. Tags 6 and 7 hold the Base64 text (as ZATCA's signed samples do), 8 and 9 raw DER bytes.
 */
import { zatcaTlv, type ZatcaQrFields } from '../zatca-qr.ts';

export interface ExtendedQrParts {
  fields: ZatcaQrFields;
  /** Base64, as in the signature's first reference. */
  invoiceHash: string;
  /** Base64 DER ECDSA signature, as in ds:SignatureValue. */
  signature: string;
  /** DER SubjectPublicKeyInfo. */
  publicKeyDer: Buffer;
  /** The issuer's signature over the signing certificate. */
  certificateSignature: Buffer;
}

/** One tag of 6–9: these are never cut, so one over 255 bytes is an error rather than a short value. */
function tag(number: number, value: Buffer): Buffer {
  if (value.length > 255) throw new RangeError(`QR tag ${number} is ${value.length} bytes, over 255`);
  return Buffer.concat([Buffer.from([number, value.length]), value]);
}

/** The QR code's TLV: tags 1–5 from the phase 1 encoder, then 6–9. */
export function extendedQrTlv(parts: ExtendedQrParts): Buffer {
  return Buffer.concat([
    zatcaTlv(parts.fields),
    tag(6, Buffer.from(parts.invoiceHash, 'utf8')),
    tag(7, Buffer.from(parts.signature, 'utf8')),
    tag(8, parts.publicKeyDer),
    tag(9, parts.certificateSignature),
  ]);
}

/** What the QR code holds: the TLV in Base64. */
export const extendedQr = (parts: ExtendedQrParts): string => extendedQrTlv(parts).toString('base64');

/** One field read back from a QR code. */
export interface QrField {
  tag: number;
  /** In bytes, as the TLV says. */
  length: number;
  value: Buffer;
}

/** Reads a QR code's Base64 TLV back into its fields; throws when a length runs past the end. */
export function decodeQr(base64: string): QrField[] {
  const bytes = Buffer.from(base64, 'base64');
  const fields: QrField[] = [];
  for (let offset = 0; offset < bytes.length;) {
    const [tagNumber, length] = [bytes[offset], bytes[offset + 1]];
    if (tagNumber === undefined || length === undefined || offset + 2 + length > bytes.length) {
      throw new RangeError(`QR TLV broken at byte ${offset}`);
    }
    fields.push({ tag: tagNumber, length, value: bytes.subarray(offset + 2, offset + 2 + length) });
    offset += 2 + length;
  }
  return fields;
}
