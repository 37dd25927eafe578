/**
 * ZATCA's phase 1 QR code (docs/product-rules.md "Invoices"): five TLV fields (a tag byte, a length
 * byte, the value's UTF-8 bytes) in Base64. Lengths count bytes, not characters: an Arabic letter is
 * two bytes.
 */
import { localStamp } from '../../platform/store-time.ts';

export interface ZatcaQrFields {
  sellerName: string;
  vatNumber: string;
  /**
   * When the invoice was issued, written as the store's wall clock to the second without a zone
   * (`2022-04-25T18:30:00`), as the document's IssueDate and IssueTime and its printed date say.
   */
  issuedAt: Date;
  timeZone: string;
  /** The total with VAT and the VAT, in major units with the currency's digits ("1150.00"). */
  total: string;
  vat: string;
}

/** A TLV value's most bytes (its length is one byte): a seller name longer is refused where it is entered (contracts' `storeName`). */
const MAX_VALUE_BYTES = 255;

/** The value's UTF-8 bytes, cut at a character's end to fit the one-byte length (a name kept before the limit). */
function valueBytes(value: string): Buffer {
  let bytes = Buffer.from(value, 'utf8');
  if (bytes.length <= MAX_VALUE_BYTES) return bytes;
  let text = '';
  for (const ch of value) {
    if (Buffer.byteLength(text + ch, 'utf8') > MAX_VALUE_BYTES) break;
    text += ch;
  }
  bytes = Buffer.from(text, 'utf8');
  return bytes;
}

export function zatcaTlv(fields: ZatcaQrFields): Buffer {
  const stamp = localStamp(fields.issuedAt, fields.timeZone);
  const values = [fields.sellerName, fields.vatNumber, stamp, fields.total, fields.vat];
  return Buffer.concat(
    values.map((value, i) => {
      const bytes = valueBytes(value);
      return Buffer.concat([Buffer.from([i + 1, bytes.length]), bytes]);
    }),
  );
}

/** What the QR code holds: the TLV in Base64. */
export const zatcaQr = (fields: ZatcaQrFields): string => zatcaTlv(fields).toString('base64');
