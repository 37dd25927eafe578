import { createPublicKey, verify, X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { children, readTlv } from './der.ts';
import { invoiceHash, parseXml } from './hash.ts';
import { createZatcaCsr, csrForApi, generateZatcaKeyPair, readZatcaCertificate, type ZatcaCsrFields } from './keys.ts';
import { decodeQr } from './qr.ts';
import { signDocument, signedPropertiesDigest, signInvoiceHash, verifyInvoiceSignature } from './sign.ts';
import { buildUbl, qrFieldsOf } from './ubl.ts';
import {
  ARABIC_SELLER,
  hasOpenssl,
  invoiceInput,
  opensslReadCsr,
  selfSignedCertificate,
  signedSample,
} from './zatca.fixtures.ts';

const CSR_FIELDS: ZatcaCsrFields = {
  environment: 'sandbox',
  commonName: 'souqna-store-1',
  organizationName: 'مؤسسة الأمل',
  organizationUnit: 'Riyadh Branch',
  serialNumber: '1-Souqna|2-1.0|3-0196a8f2',
  vatNumber: '310122393500003',
  invoiceTypes: '0100',
  location: 'Riyadh, Olaya',
  industry: 'Retail',
};

/** The text of the first element named `tag` (prefix included) in the XML. */
const textOf = (xml: string, tag: string): string | undefined => new RegExp(`<${tag}[^>]*>([^<]*)</${tag}>`).exec(xml)?.[1];

describe('signing', () => {
  it('makes secp256k1 keys and signs an invoice hash that the public key verifies', () => {
    const { privateKeyPem, publicKeyPem } = generateZatcaKeyPair();
    expect(createPublicKey(publicKeyPem).asymmetricKeyDetails).toEqual({ namedCurve: 'secp256k1' });
    const hash = invoiceHash(buildUbl(invoiceInput()));
    const signature = signInvoiceHash(hash, privateKeyPem);
    // A DER ECDSA signature: a SEQUENCE of two INTEGERs.
    const der = Buffer.from(signature, 'base64');
    expect(children(der, readTlv(der)).map((v) => v.tag)).toEqual([0x02, 0x02]);
    expect(verifyInvoiceSignature(hash, signature, publicKeyPem)).toBe(true);
    const other = invoiceHash(buildUbl(invoiceInput({ number: 'INV-9' })));
    expect(verifyInvoiceSignature(other, signature, publicKeyPem)).toBe(false);
    expect(verifyInvoiceSignature(hash, signature, generateZatcaKeyPair().publicKeyPem)).toBe(false);
  });
});

describe('ZATCA’s signed sample', () => {
  const sample = signedSample();
  const certificate = readZatcaCertificate(textOf(sample, 'ds:X509Certificate')!);

  it('reads its certificate as the signature describes it', () => {
    expect(certificate.digest).toBe(/<xades:CertDigest>[\s\S]*?<ds:DigestValue>([^<]+)</.exec(sample)?.[1]);
    expect(certificate.issuerName).toBe(textOf(sample, 'ds:X509IssuerName'));
    expect(certificate.serialNumber).toBe(textOf(sample, 'ds:X509SerialNumber'));
  });

  it('digests its signed properties to the value its second reference holds', () => {
    const digest = signedPropertiesDigest({
      signingTime: textOf(sample, 'xades:SigningTime')!,
      certificateDigest: certificate.digest,
      issuerName: certificate.issuerName,
      serialNumber: certificate.serialNumber,
    });
    const reference = /URI="#xadesSignedProperties">[\s\S]*?<ds:DigestValue>([^<]+)</.exec(sample)?.[1];
    expect(digest).toBe(reference);
  });

  it('has a signature over its invoice hash that its certificate’s key verifies', () => {
    expect(verifyInvoiceSignature(invoiceHash(sample), textOf(sample, 'ds:SignatureValue')!, certificate.publicKeyDer)).toBe(
      true,
    );
  });

  it('has a QR code whose tags 6–9 are the hash, the signature, the key and the certificate’s signature', () => {
    const qr = decodeQr(/<cbc:ID>QR<\/cbc:ID>[\s\S]*?mimeCode="text\/plain">([^<]+)</.exec(sample)![1]!);
    expect(qr.map((f) => f.tag)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(qr[5]!.value.toString()).toBe(invoiceHash(sample));
    expect(qr[6]!.value.toString()).toBe(textOf(sample, 'ds:SignatureValue'));
    expect(qr[7]!.value.equals(certificate.publicKeyDer)).toBe(true);
    expect(qr[8]!.value.equals(certificate.signature)).toBe(true);
  });
});

describe.skipIf(!hasOpenssl())('onboarding and a signed document (openssl makes the certificate)', () => {
  const { privateKeyPem } = generateZatcaKeyPair();
  const csr = createZatcaCsr(CSR_FIELDS, privateKeyPem);
  const certificatePem = selfSignedCertificate(csr, privateKeyPem);
  const certificate = readZatcaCertificate(certificatePem);
  const input = invoiceInput();
  const unsigned = buildUbl(input);
  const signed = signDocument({
    xml: unsigned,
    qr: qrFieldsOf(input),
    privateKey: privateKeyPem,
    certificate,
    signingTime: new Date('2026-03-01T10:20:31.900Z'),
  });

  it('writes a CSR that openssl verifies, with ZATCA’s subject, template name and directory name', () => {
    const text = opensslReadCsr(csr);
    expect(text).toContain('Subject: C=SA, OU=Riyadh Branch, O=مؤسسة الأمل, CN=souqna-store-1');
    expect(text).toContain('ASN1 OID: secp256k1');
    expect(text).toContain('TSTZATCA-Code-Signing');
    expect(text).toContain(
      'DirName:/SN=1-Souqna|2-1.0|3-0196a8f2/UID=310122393500003/title=0100/registeredAddress=Riyadh, Olaya/businessCategory=Retail',
    );
    expect(text).toContain('ecdsa-with-SHA256');
    expect(Buffer.from(csrForApi(csr), 'base64').toString()).toBe(csr);
  });

  it('reads the certificate from PEM, Base64 DER, or ZATCA’s binarySecurityToken alike', () => {
    expect(readZatcaCertificate(certificate.base64).digest).toBe(certificate.digest);
    expect(readZatcaCertificate(Buffer.from(certificate.base64).toString('base64')).serialNumber).toBe(certificate.serialNumber);
    expect(certificate.issuerName).toBe('CN=souqna-store-1, O=مؤسسة الأمل, OU=Riyadh Branch, C=SA');
  });

  it('signs without changing the hash, and the certificate’s key verifies the signature', () => {
    expect(signed.hash).toBe(invoiceHash(unsigned));
    expect(invoiceHash(signed.xml)).toBe(signed.hash);
    expect(textOf(signed.xml, 'ds:SignatureValue')).toBe(signed.signature);
    expect(verifyInvoiceSignature(signed.hash, signed.signature, new X509Certificate(certificatePem).publicKey)).toBe(true);
    expect(verifyInvoiceSignature(signed.hash, signed.signature, certificate.publicKeyDer)).toBe(true);
  });

  it('writes a well-formed signature whose references hold the hash and the signed properties’ digest', () => {
    const doc = parseXml(signed.xml);
    expect(doc.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature')).toHaveLength(1);
    const digests = [...signed.xml.matchAll(/<ds:DigestValue>([^<]+)</g)].map((m) => m[1]);
    const properties = {
      signingTime: '2026-03-01T10:20:31Z',
      certificateDigest: certificate.digest,
      issuerName: certificate.issuerName,
      serialNumber: certificate.serialNumber,
    };
    expect(digests).toEqual([signed.hash, signedPropertiesDigest(properties), certificate.digest]);
    expect(textOf(signed.xml, 'xades:SigningTime')).toBe('2026-03-01T10:20:31Z');
    expect(textOf(signed.xml, 'ds:X509Certificate')).toBe(certificate.base64);
    // The signed properties sit where ZATCA's layout puts them: their children 36 spaces in.
    expect(signed.xml).toMatch(
      /\n {32}<xades:SignedProperties Id="xadesSignedProperties">\n {36}<xades:SignedSignatureProperties>/,
    );
  });

  it('puts the QR code in the document: nine tags, lengths in bytes, Arabic name included', () => {
    expect(signed.xml).not.toMatch(/zatca:(qr|signature)/);
    expect(signed.xml).toContain(`mimeCode="text/plain">${signed.qr}</cbc:EmbeddedDocumentBinaryObject>`);
    const qr = decodeQr(signed.qr);
    expect(qr.map((f) => f.tag)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(qr[0]!.value.toString('utf8')).toBe(ARABIC_SELLER);
    expect(qr[0]!.length).toBe(Buffer.byteLength(ARABIC_SELLER, 'utf8'));
    expect(qr[0]!.length).toBeGreaterThan([...ARABIC_SELLER].length);
    expect(qr.slice(1, 5).map((f) => f.value.toString())).toEqual(['310122393500003', '2026-03-01T13:20:30', '197.47', '22.50']);
    expect(qr[5]!.value.toString()).toBe(signed.hash);
    expect(qr[6]!.value.toString()).toBe(signed.signature);
    expect(qr[7]!.value.equals(createPublicKey(privateKeyPem).export({ type: 'spki', format: 'der' }))).toBe(true);
    expect(qr[7]!.length).toBe(88);
    for (const field of qr) expect(field.value).toHaveLength(field.length);
  });

  it('puts the certificate’s own signature in tag 9: for a self-signed one, its key verifies it over the TBS', () => {
    const der = certificate.der;
    const [tbs] = children(der, readTlv(der));
    const tbsBytes = der.subarray(0, tbs!.end).subarray(readTlv(der).start);
    const tag9 = decodeQr(signed.qr)[8]!.value;
    expect(verify('sha256', tbsBytes, createPublicKey(privateKeyPem), tag9)).toBe(true);
  });

  it('refuses a document that is not unsigned output of buildUbl', () => {
    expect(() =>
      signDocument({ xml: signed.xml, qr: qrFieldsOf(input), privateKey: privateKeyPem, certificate, signingTime: new Date() }),
    ).toThrow(/not an unsigned document/);
  });
});
