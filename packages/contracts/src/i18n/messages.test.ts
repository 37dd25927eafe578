import { describe, expect, it } from 'vitest';
import { domainMessages } from './domain-messages.ts';
import { addMessages, isMessageKey, messages, translate } from './messages.ts';

// This file imports the catalogues directly, not through the package's index (whose server
// catalogue adds the domains' sentences at start): it sees what the sign-in screens see.
describe('the message catalogue', () => {
  it("words the domains' field codes only once their catalogue is added, and never crashes before", () => {
    expect(isMessageKey('error.NOT_FOUND')).toBe(true);
    expect(isMessageKey('field.phone_taken')).toBe(false);
    expect(translate('field.phone_taken', 'ar')).toBe('حدث خطأ غير متوقع في الخادم');

    addMessages(domainMessages);
    expect(isMessageKey('field.phone_taken')).toBe(true);
    expect(translate('field.phone_taken', 'ar')).toBe('لديك عميل بهذا الرقم');
    expect(translate('upload.tooLarge', 'en', { max: 5 })).toBe('The image is larger than 5 MB; choose a smaller one');
  });

  it('keeps no key in both catalogues', () => {
    const shared = Object.keys(domainMessages).filter((key) => Object.hasOwn(messages, key));
    expect(shared).toEqual([]);
  });
});
