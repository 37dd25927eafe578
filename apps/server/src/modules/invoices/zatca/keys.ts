/**
 * A store's ZATCA keys and certificate: a secp256k1 key pair (node:crypto), the certificate signing
 * request ZATCA onboards it with (written in DER here, since node:crypto makes no CSRs and the
 * WebCrypto-based packages have no secp256k1), and what the signature needs from the certificate
 * ZATCA issues (the CSID's binarySecurityToken).
 */
import { createHash, createPublicKey, generateKeyPairSync, sign, X509Certificate, type KeyObject } from 'node:crypto';
import {
  bitString,
  certificateSignature,
  contextTag,
  integer,
  octetString,
  oid,
  printableString,
  sequence,
  set,
  utf8String,
} from './der.ts';

/** A fresh secp256k1 key pair; the private key as PKCS#8 PEM, to keep encrypted with the store's secrets. */
export function generateZatcaKeyPair(): { privateKeyPem: string; publicKeyPem: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

/** Which of ZATCA's environments the CSR is for: its certificate template name says it. */
export type ZatcaEnvironment = 'sandbox' | 'simulation' | 'production';

const TEMPLATE_NAMES: Record<ZatcaEnvironment, string> = {
  sandbox: 'TSTZATCA-Code-Signing',
  simulation: 'PREZATCA-Code-Signing',
  production: 'ZATCA-Code-Signing',
};

/** The fields of ZATCA's CSR (the "EGS unit" onboarding form). */
export interface ZatcaCsrFields {
  environment: ZatcaEnvironment;
  /** CN: the unit's name, free text (e.g. the store's slug). */
  commonName: string;
  /** O: the taxpayer's name. */
  organizationName: string;
  /** OU: the branch; for a VAT group, the member's 10-digit TIN. */
  organizationUnit: string;
  /** SN: `1-Solution|2-Model|3-serial` (ZATCA's form for the unit's serial number). */
  serialNumber: string;
  /** UID: the 15-digit VAT number. */
  vatNumber: string;
  /** title: the document types the unit issues, four flags (standard, simplified, 0, 0): `0100`. */
  invoiceTypes: string;
  /** registeredAddress: the branch's address or the store's web address. */
  location: string;
  /** businessCategory: the industry. */
  industry: string;
}

const attribute = (type: string, value: Buffer) => set(sequence(oid(type), value));

/** The request's subject and its subjectAltName directory name, as ZATCA's CSR config writes them. */
function csrInfo(fields: ZatcaCsrFields, spki: Buffer): Buffer {
  const subject = sequence(
    attribute('2.5.4.6', printableString('SA')),
    attribute('2.5.4.11', utf8String(fields.organizationUnit)),
    attribute('2.5.4.10', utf8String(fields.organizationName)),
    attribute('2.5.4.3', utf8String(fields.commonName)),
  );
  const directoryName = sequence(
    attribute('2.5.4.4', utf8String(fields.serialNumber)),
    attribute('0.9.2342.19200300.100.1.1', utf8String(fields.vatNumber)),
    attribute('2.5.4.12', utf8String(fields.invoiceTypes)),
    attribute('2.5.4.26', utf8String(fields.location)),
    attribute('2.5.4.15', utf8String(fields.industry)),
  );
  const extensions = sequence(
    // Microsoft's certificate template name, which ZATCA reads as the environment.
    sequence(oid('1.3.6.1.4.1.311.20.2'), octetString(printableString(TEMPLATE_NAMES[fields.environment]))),
    // subjectAltName: one directoryName ([4], explicit since Name is a CHOICE).
    sequence(oid('2.5.29.17'), octetString(sequence(contextTag(4, directoryName)))),
  );
  const extensionRequest = sequence(oid('1.2.840.113549.1.9.14'), set(extensions));
  return sequence(integer(0), subject, spki, contextTag(0, extensionRequest));
}

const pem = (label: string, der: Buffer): string =>
  `-----BEGIN ${label}-----\n${der.toString('base64').replace(/.{64}/g, '$&\n').replace(/\n$/, '')}\n-----END ${label}-----\n`;

/**
 * The PKCS#10 request for the compliance CSID, signed with the key (ecdsa-with-SHA256), as PEM.
 * ZATCA's API takes it as the Base64 of this PEM text (`csrForApi`).
 */
export function createZatcaCsr(fields: ZatcaCsrFields, privateKey: KeyObject | string): string {
  if (!/^3\d{13}3$/.test(fields.vatNumber)) throw new RangeError('the VAT number is 15 digits from 3 to 3');
  if (!/^[01]{4}$/.test(fields.invoiceTypes)) throw new RangeError('invoice types are four 0/1 flags');
  const spki = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  const info = csrInfo(fields, spki);
  const signature = sign('sha256', info, privateKey);
  return pem('CERTIFICATE REQUEST', sequence(info, sequence(oid('1.2.840.10045.4.3.2')), bitString(signature)));
}

/** The CSR as ZATCA's `POST /compliance` takes it: Base64 of the PEM text. */
export const csrForApi = (csrPem: string): string => Buffer.from(csrPem, 'utf8').toString('base64');

/** What the signature and the QR code take from the signing certificate. */
export interface ZatcaCertificate {
  /** The certificate's Base64 DER text, as ds:X509Certificate holds it. */
  base64: string;
  der: Buffer;
  /** xades:CertDigest: SHA-256 of the Base64 text, hex, then Base64 (ZATCA's form, as its samples have it). */
  digest: string;
  /** X509IssuerName: the issuer's attributes most specific first, `CN=…, DC=…`. */
  issuerName: string;
  /** X509SerialNumber in decimal. */
  serialNumber: string;
  /** QR tag 8: the public key as DER SubjectPublicKeyInfo. */
  publicKeyDer: Buffer;
  /** QR tag 9: the issuer's signature over the certificate. */
  signature: Buffer;
}

/**
 * Reads the certificate from PEM, from its Base64 DER text, or from ZATCA's binarySecurityToken
 * (Base64 of that text).
 */
export function readZatcaCertificate(certificate: string): ZatcaCertificate {
  let text = certificate.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
  if (!text.startsWith('MII')) text = Buffer.from(text, 'base64').toString('ascii').replace(/\s+/g, '');
  const der = Buffer.from(text, 'base64');
  const x509 = new X509Certificate(der);
  return {
    base64: text,
    der,
    digest: Buffer.from(createHash('sha256').update(text, 'ascii').digest('hex')).toString('base64'),
    issuerName: x509.issuer.split('\n').reverse().join(', '),
    serialNumber: BigInt(`0x${x509.serialNumber}`).toString(10),
    publicKeyDer: x509.publicKey.export({ type: 'spki', format: 'der' }),
    signature: certificateSignature(der),
  };
}
