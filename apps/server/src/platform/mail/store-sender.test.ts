import { describe, expect, it } from 'vitest';
import { storeSender } from './store-sender.ts';

describe("a store's sender", () => {
  it("shows the store's name on the platform address and sends replies to the store", () => {
    expect(
      storeSender('سوقنا <no-reply@souqna.store>', { senderName: 'متجر الأمل', senderEmail: 'info@al-amal.example' }),
    ).toEqual({
      from: { name: 'متجر الأمل', address: 'no-reply@souqna.store' },
      replyTo: 'info@al-amal.example',
    });
  });

  it('falls back to the platform sender when the store set none', () => {
    expect(storeSender('"Souqna" <no-reply@souqna.store>', { senderName: null, senderEmail: null })).toEqual({
      from: { name: 'Souqna', address: 'no-reply@souqna.store' },
    });
    expect(storeSender('no-reply@souqna.store', { senderName: null, senderEmail: null }).from.address).toBe(
      'no-reply@souqna.store',
    );
  });
});
