/**
 * Test data for the ZATCA building blocks: a store's document input, and a certificate made on the
 * spot by the `openssl` command from a CSR of ours (no key or certificate from elsewhere).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { totalsOfLines } from './totals.ts';
import { INITIAL_PIH } from './hash.ts';
import type { ZatcaDocumentInput, ZatcaLine } from './ubl.ts';

export const ARABIC_SELLER = 'مؤسسة "الأمل" & أبناؤه <للتجارة>';

const line = (name: string, quantity: number, unitPrice: number, lineExtension: number): ZatcaLine => ({
  name,
  quantity,
  unitPrice,
  vatCategory: 'S',
  vatBasisPoints: 1500,
  lineExtension,
  vat: Math.round((lineExtension * 15) / 100),
});

/** A simplified invoice of two standard-rated lines (one discounted) and a zero-rated one. */
export function invoiceInput(overrides: Partial<ZatcaDocumentInput> = {}): ZatcaDocumentInput {
  const lines: ZatcaLine[] = [
    line('قميص قطن', 2, 5_000, 9_000),
    line('Mug', 3, 1_999, 5_997),
    {
      name: 'دواء',
      quantity: 1,
      unitPrice: 2_500,
      vatCategory: 'Z',
      vatBasisPoints: 0,
      lineExtension: 2_500,
      vat: 0,
      exemption: { code: 'VATEX-SA-35', reason: 'Medicines and medical equipment' },
    },
  ];
  return {
    kind: 'invoice',
    uuid: '0196a8f2-3c4d-7e5f-8a9b-0c1d2e3f4a5b',
    number: 'INV-1',
    issuedAt: new Date('2026-03-01T10:20:30.456Z'),
    timeZone: 'Asia/Riyadh',
    icv: 1,
    pih: INITIAL_PIH,
    currency: 'SAR',
    seller: {
      name: ARABIC_SELLER,
      vatNumber: '310122393500003',
      otherId: { scheme: 'CRN', value: '1010010000' },
      address: {
        street: 'طريق الملك فهد',
        buildingNumber: '2322',
        district: 'العليا',
        city: 'الرياض',
        postalZone: '12214',
        country: 'SA',
      },
    },
    buyerName: 'سارة',
    lines,
    totals: totalsOfLines(lines),
    ...overrides,
  };
}

/** Whether the `openssl` command is there (the certificate tests need it). */
export const hasOpenssl = (): boolean => spawnSync('openssl', ['version']).status === 0;

/**
 * A self-signed certificate for the CSR, signed by its own key with openssl (`x509 -req
 * -signkey`), as PEM; what ZATCA's CA would answer, without ZATCA.
 */
export function selfSignedCertificate(csrPem: string, privateKeyPem: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'zatca-cert-'));
  try {
    const [csr, key, cert] = ['csr.pem', 'key.pem', 'cert.pem'].map((name) => path.join(dir, name)) as [string, string, string];
    writeFileSync(csr, csrPem);
    writeFileSync(key, privateKeyPem, { mode: 0o600 });
    execFileSync('openssl', ['x509', '-req', '-in', csr, '-signkey', key, '-days', '1', '-sha256', '-out', cert], {
      stdio: 'pipe',
    });
    return readFileSync(cert, 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `openssl req -verify -text` of the CSR: throws when its signature does not verify. */
export function opensslReadCsr(csrPem: string): string {
  return execFileSync('openssl', ['req', '-verify', '-noout', '-text', '-nameopt', 'utf8'], {
    input: csrPem,
    stdio: 'pipe',
  }).toString('utf8');
}

/** The published signed sample: ZATCA's simplified invoice SME00062, signed with its sandbox certificate. */
export const signedSample = (): string =>
  readFileSync(new URL('./fixtures/signed-simplified-invoice.xml', import.meta.url), 'utf8');
