import { describe, expect, it } from 'vitest';
import { zatcaQr, zatcaTlv } from './zatca-qr.ts';

const SAMPLE = {
  sellerName: 'Bobs Records',
  vatNumber: '310122393500003',
  issuedAt: new Date('2022-04-25T15:30:00Z'),
  timeZone: 'UTC',
  total: '1000.00',
  vat: '150.00',
};

describe('ZATCA phase 1 QR', () => {
  it('encodes the five fields of ZATCA’s published example, its time as the document’s date and time (no zone)', () => {
    // ZATCA's phase 1 example less its "Z": the SDK's signed sample SME00010 writes IssueDate T IssueTime.
    expect(zatcaQr(SAMPLE)).toBe('AQxCb2JzIFJlY29yZHMCDzMxMDEyMjM5MzUwMDAwMwMTMjAyMi0wNC0yNVQxNTozMDowMAQHMTAwMC4wMAUGMTUwLjAw');
  });

  it('counts an Arabic seller name in bytes: nine letters and a space are 19 bytes', () => {
    const tlv = zatcaTlv({ ...SAMPLE, sellerName: 'متجر الأمل' });
    // Tag 1, length 19: nine Arabic letters of two bytes and one space.
    expect([...tlv.subarray(0, 2)]).toEqual([1, 19]);
    expect(tlv.subarray(2, 21).toString('utf8')).toBe('متجر الأمل');
    expect([...tlv.subarray(21, 23)]).toEqual([2, 15]);
    expect(tlv.subarray(23, 38).toString('utf8')).toBe('310122393500003');
    expect(tlv.subarray(38, 40).toString('hex')).toBe('0313');
    expect(tlv.subarray(40, 59).toString('utf8')).toBe('2022-04-25T15:30:00');
  });

  it('writes the store’s wall clock to the second: a sale at 01:30 in Riyadh is of that day, not the UTC day before', () => {
    const tlv = zatcaTlv({ ...SAMPLE, timeZone: 'Asia/Riyadh', issuedAt: new Date('2026-11-27T01:30:09.789+03:00') });
    expect(tlv.toString('utf8')).toContain('2026-11-27T01:30:09');
    expect(tlv.toString('utf8')).not.toContain('2026-11-26');
  });

  it('cuts a name longer than 255 bytes at a letter’s end, never inside one', () => {
    const tlv = zatcaTlv({ ...SAMPLE, sellerName: 'م'.repeat(200) });
    expect(tlv[1]).toBe(254);
    expect(tlv.subarray(2, 256).toString('utf8')).toBe('م'.repeat(127));
  });
});
