/**
 * ZATCA's invoice hash and the chain it makes: each document carries the previous one's hash (PIH),
 * so a document changed after the fact breaks every hash after it.
 *
 * The hash: the document without `ext:UBLExtensions`, `cac:Signature` and the
 * `cac:AdditionalDocumentReference` whose ID is QR (the signature's XPath transforms), canonicalized,
 * then SHA-256, in Base64. The signature names C14N 1.1; for a whole document without `xml:id`,
 * `xml:base` or other `xml:` attributes it gives the same bytes as C14N 1.0, which xml-crypto
 * implements, so that is used (checked against a published signed sample in `hash.test.ts`).
 */
import { createHash } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import { C14nCanonicalization } from 'xml-crypto';

const NS_EXT = 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2';
const NS_CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';
const NS_CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';

/**
 * The PIH of a store's first document: what ZATCA documents as the hash of "0". Note its form: the
 * Base64 of the hex text of SHA-256("0"), not of the 32 bytes, unlike every invoice hash after it.
 */
export const INITIAL_PIH = Buffer.from(createHash('sha256').update('0').digest('hex')).toString('base64');

/** Parses XML, throwing on any error or warning (xmldom only reports them by default). */
export function parseXml(xml: string): Document {
  const problems: string[] = [];
  const report = (level: string) => (message: string) => problems.push(`${level}: ${message}`);
  const parser = new DOMParser({
    errorHandler: { warning: report('warning'), error: report('error'), fatalError: report('fatal') },
  });
  const doc = parser.parseFromString(xml, 'text/xml') as unknown as Document;
  if (problems.length || !doc?.documentElement) throw new Error(`not well-formed XML: ${problems.join('; ')}`);
  return doc;
}

const childElements = (node: Element): Element[] =>
  Array.from(node.childNodes).filter((child): child is Element => child.nodeType === 1);

const isQrReference = (node: Element): boolean =>
  node.namespaceURI === NS_CAC &&
  node.localName === 'AdditionalDocumentReference' &&
  childElements(node).some((child) => child.namespaceURI === NS_CBC && child.localName === 'ID' && child.textContent === 'QR');

/** The canonical form the hash is taken of: the document less its signature and QR code. */
export function canonicalForHash(xml: string): string {
  const doc = parseXml(xml);
  const root = doc.documentElement;
  for (const child of childElements(root)) {
    const signature =
      (child.namespaceURI === NS_EXT && child.localName === 'UBLExtensions') ||
      (child.namespaceURI === NS_CAC && child.localName === 'Signature');
    if (signature || isQrReference(child)) root.removeChild(child);
  }
  return new C14nCanonicalization().process(root, {});
}

/** The invoice hash's 32 bytes. */
export const invoiceHashBytes = (xml: string): Buffer => createHash('sha256').update(canonicalForHash(xml), 'utf8').digest();

/** The invoice hash in Base64: the next document's PIH, the signature's first reference, QR tag 6. */
export const invoiceHash = (xml: string): string => invoiceHashBytes(xml).toString('base64');

/** One link of a chain: the document written with the PIH it was given, and its own hash. */
export interface ChainLink<T> {
  input: T;
  pih: string;
  xml: string;
  hash: string;
}

/**
 * Writes documents in order, each with the previous one's hash as its PIH (the first with `pih`,
 * `INITIAL_PIH` unless the store already has documents). `write` makes the XML of one input given
 * its PIH and its place in the chain (0 for the first).
 */
export function chain<T>(
  inputs: readonly T[],
  write: (input: T, pih: string, index: number) => string,
  pih = INITIAL_PIH,
): ChainLink<T>[] {
  const links: ChainLink<T>[] = [];
  let previous = pih;
  inputs.forEach((input, index) => {
    const xml = write(input, previous, index);
    const hash = invoiceHash(xml);
    links.push({ input, pih: previous, xml, hash });
    previous = hash;
  });
  return links;
}

/** The PIH the XML carries (its `AdditionalDocumentReference` with ID PIH), or null. */
export function pihOf(xml: string): string | null {
  const root = parseXml(xml).documentElement;
  for (const child of childElements(root)) {
    if (child.localName !== 'AdditionalDocumentReference') continue;
    const [id, attachment] = childElements(child);
    if (id?.textContent !== 'PIH' || !attachment) continue;
    return childElements(attachment)[0]?.textContent ?? null;
  }
  return null;
}
