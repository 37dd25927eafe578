/**
 * The little DER (ASN.1) that ZATCA's onboarding needs and node:crypto does not give: writing a
 * certificate signing request's parts, and reading the three parts of a certificate (to take its
 * signature for QR tag 9). Only definite lengths and the types used here.
 */

function lengthBytes(length: number): Buffer {
  if (length < 0x80) return Buffer.from([length]);
  const bytes: number[] = [];
  for (let n = length; n > 0; n = Math.floor(n / 256)) bytes.unshift(n % 256);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

/** One TLV: the tag byte, the length, the content. */
export const tlv = (tag: number, content: Buffer): Buffer =>
  Buffer.concat([Buffer.from([tag]), lengthBytes(content.length), content]);

/** A SEQUENCE of the parts, in order. */
export const sequence = (...parts: Buffer[]): Buffer => tlv(0x30, Buffer.concat(parts));
/** A SET of the parts (DER sorts a SET OF; each set here has one member). */
export const set = (...parts: Buffer[]): Buffer => tlv(0x31, Buffer.concat(parts));
/** A UTF8String. */
export const utf8String = (text: string): Buffer => tlv(0x0c, Buffer.from(text, 'utf8'));
/** An OCTET STRING around the bytes (an extension's value). */
export const octetString = (bytes: Buffer): Buffer => tlv(0x04, bytes);
/** A BIT STRING of whole bytes (no unused bits). */
export const bitString = (bytes: Buffer): Buffer => tlv(0x03, Buffer.concat([Buffer.from([0]), bytes]));
/** A context-specific constructed tag, `[n]`, around the content. */
export const contextTag = (n: number, content: Buffer): Buffer => tlv(0xa0 | n, content);

/** A PrintableString; throws for characters outside its set (letters, digits, space and '()+,-./:=?). */
export function printableString(text: string): Buffer {
  if (!/^[A-Za-z0-9 '()+,\-./:=?]*$/.test(text)) throw new RangeError(`not printable: ${text}`);
  return tlv(0x13, Buffer.from(text, 'ascii'));
}

/** A small non-negative INTEGER. */
export function integer(value: number): Buffer {
  const bytes: number[] = [];
  for (let n = value; n > 0; n = Math.floor(n / 256)) bytes.unshift(n % 256);
  if (!bytes.length || bytes[0]! >= 0x80) bytes.unshift(0);
  return tlv(0x02, Buffer.from(bytes));
}

/** An OBJECT IDENTIFIER from its dotted form. */
export function oid(dotted: string): Buffer {
  const arcs = dotted.split('.').map(Number);
  const [first = 0, second = 0, ...rest] = arcs;
  const bytes: number[] = [];
  for (const arc of [first * 40 + second, ...rest]) {
    const group = [arc % 128];
    for (let n = Math.floor(arc / 128); n > 0; n = Math.floor(n / 128)) group.unshift((n % 128) | 0x80);
    bytes.push(...group);
  }
  return tlv(0x06, Buffer.from(bytes));
}

/** A DER value read back: its tag and where its content starts and ends in the buffer. */
export interface DerValue {
  tag: number;
  start: number;
  end: number;
}

/** Reads the TLV at `offset`. */
export function readTlv(der: Buffer, offset = 0): DerValue {
  const tag = der[offset];
  let length = der[offset + 1];
  if (tag === undefined || length === undefined) throw new RangeError('DER ends inside a header');
  let start = offset + 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + (der[start + i] ?? 0);
    start += count;
  }
  const end = start + length;
  if (end > der.length) throw new RangeError('DER value longer than its buffer');
  return { tag, start, end };
}

/** The values inside a constructed value (a SEQUENCE's members). */
export function children(der: Buffer, parent: DerValue): DerValue[] {
  const values: DerValue[] = [];
  for (let offset = parent.start; offset < parent.end;) {
    const value = readTlv(der, offset);
    values.push(value);
    offset = value.end;
  }
  return values;
}

/**
 * A certificate's own signature (the issuer's, over the certificate): the third member of the
 * Certificate SEQUENCE, a BIT STRING, without its unused-bits byte. QR tag 9 holds it.
 */
export function certificateSignature(certificateDer: Buffer): Buffer {
  const [, , signature] = children(certificateDer, readTlv(certificateDer));
  if (!signature || signature.tag !== 0x03) throw new Error('not an X.509 certificate');
  return certificateDer.subarray(signature.start + 1, signature.end);
}
