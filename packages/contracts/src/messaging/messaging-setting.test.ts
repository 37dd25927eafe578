import { describe, expect, it } from 'vitest';
import { loadMessagingMessages, MessagingSettingInput, smsSender, toFieldErrors, translateServer } from '../index.ts';

loadMessagingMessages();

const codes = (input: unknown) => {
  const parsed = MessagingSettingInput.safeParse(input, { reportInput: true });
  return parsed.success ? [] : toFieldErrors(parsed.error.issues, 'en').map((f) => [f.path, f.code, f.message]);
};

describe('an SMS sender', () => {
  it.each([
    ['+966 50 123 4567', '+966501234567'],
    ['+1 (415) 555-0100', '+14155550100'],
    ['SOUQNA', 'SOUQNA'],
    ['Amal Store', 'Amal Store'],
    ['0501234567', null],
    ['12345678', null],
    ['SOUQNA-STORE', null],
    ['متجر', null],
    ['ABCDEFGHIJKL', null],
  ])('%s reads %s', (input, expected) => {
    expect(smsSender(input)).toBe(expected);
  });
});

describe('a messaging setting', () => {
  it('takes a mail server with every field of the spec, and refuses a port of 70000 in words', () => {
    const email = {
      configName: 'Store mail',
      type: 'email',
      host: 'smtp.example.com',
      port: 465,
      encryption: 'SSL',
      username: 'orders@example.com',
      password: ' spaces kept ',
      senderName: 'Al Amal',
      senderEmail: 'Orders@Example.com',
    };
    expect(codes(email)).toEqual([]);
    expect(MessagingSettingInput.parse(email)).toMatchObject({ password: ' spaces kept ', senderEmail: 'orders@example.com' });
    expect(codes({ ...email, port: 70000 })).toEqual([['port', 'too_big', 'Must be 65535 or less']]);
    expect(codes({ ...email, port: 25.5 })).toEqual([['port', 'invalid_type', 'The value has the wrong type']]);
  });

  it("says which fields a type needs and which it does not use, in the catalogue's words", () => {
    expect(codes({ configName: 'WA', type: 'whatsapp', accountSid: `AC${'0'.repeat(32)}` })).toEqual([
      ['phoneNumberId', 'required', 'This field is required'],
      ['accountSid', 'not_for_type', 'This field is not used by this kind of setting; leave it empty'],
    ]);
    expect(
      codes({
        configName: 'SMS',
        type: 'sms',
        accountSid: `AC${'0'.repeat(32)}`,
        senderNumber: '+14155550100',
        password: 'nope',
      }),
    ).toEqual([['password', 'twilio_auth_token', 'A Twilio Auth Token has 32 characters (digits and letters a-f)']]);
  });

  it('words a test failure naming its cause and the provider’s words, in both languages', () => {
    expect(translateServer('messaging.failed.tls', 'en', { type: 'email', details: 'self-signed certificate' })).toBe(
      'The encrypted (TLS) connection to the mail server failed: check the encryption, the port and the server\'s certificate: "self-signed certificate"',
    );
    expect(translateServer('messaging.failed.authentication', 'ar', { type: 'sms', details: '' })).toBe(
      'رفض Twilio بيانات الدخول: تأكد من اسم المستخدم وكلمة المرور أو الرمز',
    );
  });
});

describe('the test message', () => {
  it.each([
    ['ar', 'متجر الأمل', 'رسالة اختبار من متجر الأمل', 'هذه رسالة اختبار من متجر الأمل عبر سوقنا: إعدادات الرسائل تعمل.'],
    ['ar', 'الأمل', 'رسالة اختبار من الأمل', 'هذه رسالة اختبار من الأمل عبر سوقنا: إعدادات الرسائل تعمل.'],
    [
      'en',
      'Amal Store',
      'Test message from Amal Store',
      'This is a test message from Amal Store on Souqna: the messaging setting works.',
    ],
  ] as const)('in %s names the store «%s» as it is, once', (lang, storeName, subject, text) => {
    expect(translateServer('messaging.testSubject', lang, { storeName })).toBe(subject);
    expect(translateServer('messaging.testText', lang, { storeName })).toBe(text);
  });
});
