import { describe, expect, it } from 'vitest';
import { canonicalForHash, chain, INITIAL_PIH, invoiceHash, parseXml, pihOf } from './hash.ts';
import { buildUbl, QR_PLACEHOLDER, SIGNATURE_PLACEHOLDER, type ZatcaDocumentInput } from './ubl.ts';
import { invoiceInput, signedSample } from './zatca.fixtures.ts';

describe('invoice hash', () => {
  it('starts the chain with ZATCA’s documented value for "0"', () => {
    expect(INITIAL_PIH).toBe('NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==');
  });

  it('gives the published signed sample the hash its signature and QR code hold', () => {
    const sample = signedSample();
    // The signature's first reference (ds:Reference URI="") holds the invoice hash.
    const digest = /<ds:Reference Id="invoiceSignedData" URI="">[\s\S]*?<ds:DigestValue>([^<]+)</.exec(sample)?.[1];
    expect(digest).toBe('oeRPH/CKLQuledRrrl2ckczL9bmtn7c8mxBFtNZkTRg=');
    expect(invoiceHash(sample)).toBe(digest);
  });

  it('leaves out UBLExtensions, cac:Signature and the QR reference, and keeps the rest', () => {
    const canonical = canonicalForHash(buildUbl(invoiceInput({ buyerName: undefined })));
    expect(canonical).not.toMatch(/UBLExtensions|cac:Signature|zatca:qr|<cbc:ID>QR</);
    expect(canonical).toContain('<cbc:ID>PIH</cbc:ID>');
    expect(canonical.startsWith('<Invoice xmlns=')).toBe(true);
    // Canonical XML: no declaration, empty elements as start and end tags.
    expect(canonical).toContain('<cac:AccountingCustomerParty></cac:AccountingCustomerParty>');
  });

  it('does not change when the signature and the QR code are filled in, and does when anything else does', () => {
    const xml = buildUbl(invoiceInput());
    const filled = xml
      .replace(
        SIGNATURE_PLACEHOLDER,
        '<ext:UBLExtensions><ext:UBLExtension><ext:ExtensionURI>x</ext:ExtensionURI></ext:UBLExtension></ext:UBLExtensions>',
      )
      .replace(QR_PLACEHOLDER, 'AQIDBA==');
    expect(invoiceHash(filled)).toBe(invoiceHash(xml));
    expect(invoiceHash(xml.replace('<cbc:ID>INV-1</cbc:ID>', '<cbc:ID>INV-2</cbc:ID>'))).not.toBe(invoiceHash(xml));
    // Spacing inside a start tag is not part of the canonical form.
    const respaced = xml.replace(
      '<cbc:EmbeddedDocumentBinaryObject mimeCode="text/plain">NW',
      '<cbc:EmbeddedDocumentBinaryObject  mimeCode="text/plain" >NW',
    );
    expect(invoiceHash(respaced)).toBe(invoiceHash(xml));
  });

  it('is 32 bytes of SHA-256 in Base64', () => {
    expect(Buffer.from(invoiceHash(buildUbl(invoiceInput())), 'base64')).toHaveLength(32);
  });

  it('refuses XML that is not well-formed', () => {
    expect(() => parseXml('<Invoice><cbc:ID>1</Invoice>')).toThrow(/not well-formed/);
  });
});

describe('hash chain', () => {
  const inputs: ZatcaDocumentInput[] = [
    invoiceInput({ number: 'INV-1', uuid: '0196a8f2-0000-7000-8000-000000000001' }),
    invoiceInput({ number: 'INV-2', uuid: '0196a8f2-0000-7000-8000-000000000002', issuedAt: new Date('2026-03-01T11:00:00Z') }),
    invoiceInput({
      kind: 'credit_note',
      number: 'CN-1',
      uuid: '0196a8f2-0000-7000-8000-000000000003',
      corrects: { invoiceNumber: 'INV-1', reason: 'refund' },
    }),
  ];
  const write = (input: ZatcaDocumentInput, pih: string, index: number) => buildUbl({ ...input, pih, icv: index + 1 });

  it('gives each document the previous one’s hash as its PIH, the first the initial value', () => {
    const links = chain(inputs, write);
    expect(links.map((l) => pihOf(l.xml))).toEqual([INITIAL_PIH, links[0]!.hash, links[1]!.hash]);
    expect(links.map((l) => l.hash)).toEqual(links.map((l) => invoiceHash(l.xml)));
    expect(new Set(links.map((l) => l.hash)).size).toBe(3);
    const icv = (xml: string) => /<cbc:ID>ICV<\/cbc:ID>\s*<cbc:UUID>(\d+)</.exec(xml)?.[1];
    expect(links.map((l) => icv(l.xml))).toEqual(['1', '2', '3']);
  });

  it('changes every later hash when the first document changes', () => {
    const before = chain(inputs, write);
    const [first, ...rest] = inputs;
    const changed = chain([{ ...first!, buyerName: 'سارة أحمد' }, ...rest], write);
    changed.forEach((link, i) => expect(link.hash).not.toBe(before[i]!.hash));
  });

  it('continues a store’s chain from its last hash', () => {
    const first = chain(inputs.slice(0, 1), write);
    const rest = chain(inputs.slice(1), (input, pih, i) => write(input, pih, i + 1), first[0]!.hash);
    expect(rest.map((l) => l.hash)).toEqual(
      chain(inputs, write)
        .slice(1)
        .map((l) => l.hash),
    );
  });
});
