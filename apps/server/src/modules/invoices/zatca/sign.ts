/**
 * Signing a ZATCA document (phase 2's "cryptographic stamp"): the invoice hash signed with the
 * store's secp256k1 key, the XAdES signed properties (signing time, certificate digest, issuer,
 * serial), the ds:Signature in UBLExtensions, and the extended QR code — all filled into the
 * placeholders `buildUbl` wrote, so the document's hash does not change by signing.
 *
 * ZATCA's forms, each checked against its signed sample (`sign.test.ts`): the signature is ECDSA
 * with SHA-256 over the 32 bytes of the invoice hash (not over ds:SignedInfo); the certificate and
 * signed-properties digests are Base64 of the hex text of SHA-256; the signed properties are
 * digested as written, with `xmlns:xades` on them and `xmlns:ds` on each `ds:` element.
 */
import { createHash, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import type { ZatcaQrFields } from '../zatca-qr.ts';
import { invoiceHash } from './hash.ts';
import type { ZatcaCertificate } from './keys.ts';
import { extendedQr } from './qr.ts';
import { QR_PLACEHOLDER, SIGNATURE_PLACEHOLDER } from './ubl.ts';
import { el, render, type XmlElement } from './xml.ts';

const NS_DS = 'http://www.w3.org/2000/09/xmldsig#';
const NS_XADES = 'http://uri.etsi.org/01903/v1.3.2#';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';
const C14N11 = 'http://www.w3.org/2006/12/xml-c14n11';
const XPATH = 'http://www.w3.org/TR/1999/REC-xpath-19991116';

/** ECDSA (secp256k1, SHA-256) over the invoice hash's bytes: the DER signature in Base64. */
export const signInvoiceHash = (hashBase64: string, privateKey: KeyObject | string): string =>
  sign('sha256', Buffer.from(hashBase64, 'base64'), privateKey).toString('base64');

/** Whether the signature is the key's over the invoice hash; the key as PEM, KeyObject or DER SPKI. */
export function verifyInvoiceSignature(
  hashBase64: string,
  signatureBase64: string,
  publicKey: KeyObject | string | Buffer,
): boolean {
  const key = Buffer.isBuffer(publicKey) ? createPublicKey({ key: publicKey, format: 'der', type: 'spki' }) : publicKey;
  return verify('sha256', Buffer.from(hashBase64, 'base64'), key, Buffer.from(signatureBase64, 'base64'));
}

/** ZATCA's digest form for the certificate and the signed properties: SHA-256, hex, Base64. */
const hexDigest = (text: string): string =>
  Buffer.from(createHash('sha256').update(text, 'utf8').digest('hex')).toString('base64');

/** What the XAdES signed properties say. */
export interface SignedPropertiesValues {
  /** UTC to the second with Z, `2022-09-10T22:19:53Z`. */
  signingTime: string;
  certificateDigest: string;
  issuerName: string;
  serialNumber: string;
}

/** The signature's depth in UBLExtensions puts the signed properties at eight levels. */
const SIGNED_PROPERTIES_DEPTH = 8;

/** xades:SignedProperties; `forDigest` adds the namespace declarations ZATCA digests it with. */
function signedProperties(v: SignedPropertiesValues, forDigest: boolean): XmlElement {
  const ds = forDigest ? { 'xmlns:ds': NS_DS } : {};
  return el(
    'xades:SignedProperties',
    { ...(forDigest ? { 'xmlns:xades': NS_XADES } : {}), Id: 'xadesSignedProperties' },
    el(
      'xades:SignedSignatureProperties',
      null,
      el('xades:SigningTime', null, v.signingTime),
      el(
        'xades:SigningCertificate',
        null,
        el(
          'xades:Cert',
          null,
          el(
            'xades:CertDigest',
            null,
            el('ds:DigestMethod', { ...ds, Algorithm: SHA256 }),
            el('ds:DigestValue', ds, v.certificateDigest),
          ),
          el(
            'xades:IssuerSerial',
            null,
            el('ds:X509IssuerName', ds, v.issuerName),
            el('ds:X509SerialNumber', ds, v.serialNumber),
          ),
        ),
      ),
    ),
  );
}

/** The signed properties' digest, for the signature's second reference. */
export const signedPropertiesDigest = (v: SignedPropertiesValues): string =>
  hexDigest(render(signedProperties(v, true), SIGNED_PROPERTIES_DEPTH));

const xpath = (expression: string) => el('ds:Transform', { Algorithm: XPATH }, el('ds:XPath', null, expression));

function signedInfo(hash: string, propertiesDigest: string): XmlElement {
  return el(
    'ds:SignedInfo',
    null,
    el('ds:CanonicalizationMethod', { Algorithm: C14N11 }),
    el('ds:SignatureMethod', { Algorithm: 'http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha256' }),
    el(
      'ds:Reference',
      { Id: 'invoiceSignedData', URI: '' },
      el(
        'ds:Transforms',
        null,
        xpath('not(//ancestor-or-self::ext:UBLExtensions)'),
        xpath('not(//ancestor-or-self::cac:Signature)'),
        xpath("not(//ancestor-or-self::cac:AdditionalDocumentReference[cbc:ID='QR'])"),
        el('ds:Transform', { Algorithm: C14N11 }),
      ),
      el('ds:DigestMethod', { Algorithm: SHA256 }),
      el('ds:DigestValue', null, hash),
    ),
    el(
      'ds:Reference',
      { Type: 'http://www.w3.org/2000/09/xmldsig#SignatureProperties', URI: '#xadesSignedProperties' },
      el('ds:DigestMethod', { Algorithm: SHA256 }),
      el('ds:DigestValue', null, propertiesDigest),
    ),
  );
}

/** The whole ext:UBLExtensions holding the signature, as ZATCA's samples lay it out. */
export function signatureExtensions(
  hash: string,
  signature: string,
  certificate: ZatcaCertificate,
  signingTime: string,
): XmlElement {
  const values = {
    signingTime,
    certificateDigest: certificate.digest,
    issuerName: certificate.issuerName,
    serialNumber: certificate.serialNumber,
  };
  const dsSignature = el(
    'ds:Signature',
    { 'xmlns:ds': NS_DS, Id: 'signature' },
    signedInfo(hash, signedPropertiesDigest(values)),
    el('ds:SignatureValue', null, signature),
    el('ds:KeyInfo', null, el('ds:X509Data', null, el('ds:X509Certificate', null, certificate.base64))),
    el(
      'ds:Object',
      null,
      el('xades:QualifyingProperties', { 'xmlns:xades': NS_XADES, Target: 'signature' }, signedProperties(values, false)),
    ),
  );
  const signatures = el(
    'sig:UBLDocumentSignatures',
    {
      'xmlns:sig': 'urn:oasis:names:specification:ubl:schema:xsd:CommonSignatureComponents-2',
      'xmlns:sac': 'urn:oasis:names:specification:ubl:schema:xsd:SignatureAggregateComponents-2',
      'xmlns:sbc': 'urn:oasis:names:specification:ubl:schema:xsd:SignatureBasicComponents-2',
    },
    el(
      'sac:SignatureInformation',
      null,
      el('cbc:ID', null, 'urn:oasis:names:specification:ubl:signature:1'),
      el('sbc:ReferencedSignatureID', null, 'urn:oasis:names:specification:ubl:signature:Invoice'),
      dsSignature,
    ),
  );
  return el(
    'ext:UBLExtensions',
    null,
    el(
      'ext:UBLExtension',
      null,
      el('ext:ExtensionURI', null, 'urn:oasis:names:specification:ubl:dsig:enveloped:xades'),
      el('ext:ExtensionContent', null, signatures),
    ),
  );
}

export interface SignInput {
  /** The unsigned document from `buildUbl`. */
  xml: string;
  /** The document's QR fields 1–5 (`qrFieldsOf`). */
  qr: ZatcaQrFields;
  privateKey: KeyObject | string;
  certificate: ZatcaCertificate;
  signingTime: Date;
}

export interface SignedDocument {
  xml: string;
  /** The invoice hash: the next document's PIH, and what the reporting call sends. */
  hash: string;
  signature: string;
  qr: string;
}

/** Signs the document: its hash, the signature, the UBLExtensions and the QR code filled in. */
export function signDocument(input: SignInput): SignedDocument {
  const once = (text: string) => input.xml.indexOf(text) >= 0 && input.xml.indexOf(text) === input.xml.lastIndexOf(text);
  if (!once(SIGNATURE_PLACEHOLDER) || !once(QR_PLACEHOLDER)) throw new Error('not an unsigned document from buildUbl');
  const hash = invoiceHash(input.xml);
  const signature = signInvoiceHash(hash, input.privateKey);
  const signingTime = input.signingTime.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const qr = extendedQr({
    fields: input.qr,
    invoiceHash: hash,
    signature,
    publicKeyDer: input.certificate.publicKeyDer,
    certificateSignature: input.certificate.signature,
  });
  const extensions = render(signatureExtensions(hash, signature, input.certificate, signingTime));
  const xml = input.xml.replace(SIGNATURE_PLACEHOLDER, () => extensions).replace(QR_PLACEHOLDER, () => qr);
  return { xml, hash, signature, qr };
}
