import { describe, expect, it } from 'vitest';
import { CustomerMessagesInput, fillVariables, smsSegments, unknownVariables } from './customer-message.ts';

const values = { customerName: 'سارة', orderNumber: '1001', total: '100.00 ر.س.', trackingLink: '', storeName: 'متجر الأمل' };

describe('customer message texts', () => {
  it('names each unknown variable once and leaves other braces alone', () => {
    expect(unknownVariables('{customerName} {orderNo} {orderNo} {total} { spaced } {1}')).toEqual(['orderNo']);
    expect(fillVariables('مرحبًا {customerName}، طلبك {orderNumber}{trackingLink} {other}', values)).toBe(
      'مرحبًا سارة، طلبك 1001 {other}',
    );
  });

  it('counts SMS segments: GSM-7 160 then 153 each, UCS-2 70 then 67 each, extension characters twice', () => {
    expect(smsSegments('a'.repeat(160))).toEqual({ encoding: 'GSM-7', length: 160, segments: 1, remaining: 0 });
    expect(smsSegments('a'.repeat(161))).toMatchObject({ segments: 2, remaining: 145 });
    expect(smsSegments('€'.repeat(80))).toMatchObject({ encoding: 'GSM-7', length: 160, segments: 1 });
    expect(smsSegments('ب'.repeat(70))).toEqual({ encoding: 'UCS-2', length: 70, segments: 1, remaining: 0 });
    expect(smsSegments('ب'.repeat(71))).toEqual({ encoding: 'UCS-2', length: 71, segments: 2, remaining: 63 });
    expect(smsSegments('ب'.repeat(135))).toMatchObject({ segments: 3 });
    expect(smsSegments('')).toMatchObject({ segments: 0 });
  });

  it('asks for a text when a channel is on', () => {
    const res = CustomerMessagesInput.safeParse({ sms: { enabled: true } });
    expect(res.success).toBe(false);
    expect(res.error!.issues[0]).toMatchObject({ path: ['sms', 'ar'], message: 'required' });
    expect(CustomerMessagesInput.safeParse({ sms: { enabled: false } }).success).toBe(true);
  });
});
