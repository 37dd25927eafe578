import { describe, expect, it } from 'vitest';
import {
  LoginInput,
  RegisterForm,
  ResetPasswordForm,
  languageFromHeader,
  nextThemeName,
  passwordStrength,
  plural,
  toE164,
  imageRef,
  imageTypeOf,
  thumbnailPathOf,
  toFieldErrors,
  toThemeName,
  translate,
} from './index.ts';

describe('password strength', () => {
  it.each([
    ['abc', 'weak'],
    ['abcdefgh', 'weak'],
    ['Abcdefg1', 'medium'],
    ['abcdef1!', 'medium'],
    ['Abcdef1!', 'strong'],
    ['كلمةسرA1!', 'medium'],
  ] as const)('%s is %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });
});

describe('phone numbers', () => {
  it('reads Saudi numbers typed locally, with spaces or Arabic-Indic digits', () => {
    expect(toE164('0501234567')).toBe('+966501234567');
    expect(toE164('050 123 4567')).toBe('+966501234567');
    expect(toE164('٠٥٠١٢٣٤٥٦٧')).toBe('+966501234567');
  });
  it('accepts Yemeni numbers in international form and refuses letters', () => {
    expect(toE164('+967 777 123 456')).toBe('+967777123456');
    expect(toE164('05012ab567')).toBeNull();
  });
});

describe('field errors in both languages', () => {
  it('words a missing e-mail and a short password in Arabic', () => {
    const result = LoginInput.safeParse({ email: '', password: '123' });
    expect(result.success).toBe(false);
    expect(toFieldErrors(result.error!.issues, 'ar')).toEqual([
      { path: 'email', code: 'required', message: 'هذا الحقل مطلوب' },
      { path: 'password', code: 'too_small', message: 'يجب ألا يقل عن 6 أحرف' },
    ]);
  });

  it('words the same problems in English', () => {
    const result = LoginInput.safeParse({ email: 'not-an-email', password: '123' });
    expect(toFieldErrors(result.error!.issues, 'en').map((f) => f.message)).toEqual([
      'The e-mail address is not valid',
      'Must be at least 6 characters',
    ]);
  });

  it('puts a confirmation that does not match on the confirmation field', () => {
    const result = ResetPasswordForm.safeParse({
      email: 'a@b.co',
      code: '123456',
      password: 'Strong@1x',
      confirmPassword: 'Strong@1y',
    });
    expect(toFieldErrors(result.error!.issues, 'ar')).toEqual([
      { path: 'confirmPassword', code: 'password_mismatch', message: 'كلمتا المرور غير متطابقتين' },
    ]);
  });

  it('reports a weak password and a fake phone on the register form', () => {
    const result = RegisterForm.safeParse({
      name: 'س',
      email: 'a@b.co',
      password: 'weakpass',
      phone: 'abc',
      confirmPassword: 'weakpass',
    });
    expect(toFieldErrors(result.error!.issues, 'en').map((f) => `${f.path}:${f.code}`)).toEqual([
      'password:weak_password',
      'phone:invalid_phone',
    ]);
  });
});

describe('Arabic plurals and languages', () => {
  const seconds = {
    zero: '{count} ثانية',
    one: 'ثانية واحدة',
    two: 'ثانيتين',
    few: '{count} ثوانٍ',
    many: '{count} ثانية',
    other: '{count} ثانية',
  };
  it.each([
    [1, 'ثانية واحدة'],
    [2, 'ثانيتين'],
    [3, '3 ثوانٍ'],
    [10, '10 ثوانٍ'],
    [11, '11 ثانية'],
    [100, '100 ثانية'],
  ])('%i → %s', (count, text) => {
    expect(plural('ar', count, seconds)).toBe(text);
  });

  it('fills a countdown message in both languages', () => {
    expect(translate('error.AUTH_TOO_MANY_ATTEMPTS', 'ar', { retryAfter: 2 })).toBe(
      'محاولات كثيرة، يرجى الانتظار ثانيتين قبل المحاولة مجددًا',
    );
    expect(translate('error.AUTH_TOO_MANY_ATTEMPTS', 'en', { retryAfter: 1 })).toBe(
      'Too many attempts. Please wait 1 second before trying again.',
    );
  });

  it('picks the language from Accept-Language, Arabic when nothing fits', () => {
    expect(languageFromHeader(undefined)).toBe('ar');
    expect(languageFromHeader('fr-FR,fr;q=0.9')).toBe('ar');
    expect(languageFromHeader('fr;q=0.9,en-GB;q=0.8')).toBe('en');
    expect(languageFromHeader('en;q=0.5,ar-SA;q=0.9')).toBe('ar');
  });
});

describe('theme names', () => {
  it('falls back to light for anything unknown and toggles', () => {
    expect(toThemeName('dark')).toBe('dark');
    expect(toThemeName('blue')).toBe('light');
    expect(toThemeName(null)).toBe('light');
    expect(nextThemeName('light')).toBe('dark');
    expect(nextThemeName('dark')).toBe('light');
  });
});

describe('image references', () => {
  it('takes an uploaded path or an http(s) link, and nothing else', () => {
    expect(imageRef().safeParse('/images/uploads/s1/a.webp').success).toBe(true);
    expect(imageRef().safeParse('https://cdn.example.com/a.png').success).toBe(true);
    expect(imageRef().safeParse('/images/uploads/../../etc/passwd').success).toBe(false);
    expect(imageRef().safeParse('javascript:alert(1)').success).toBe(false);
    expect(imageRef().safeParse('data:image/png;base64,AAAA').success).toBe(false);
  });
});

describe('image signatures', () => {
  const bytes = (...parts: (number[] | string)[]) =>
    new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

  it('recognises the five image kinds by their first bytes', () => {
    expect(imageTypeOf(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(imageTypeOf(bytes([0x89], 'PNG\r\n\x1a\n'))).toBe('image/png');
    expect(imageTypeOf(bytes('GIF89a'))).toBe('image/gif');
    expect(imageTypeOf(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
    expect(imageTypeOf(bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0], 'avifmif1'))).toBe('image/avif');
    expect(imageTypeOf(bytes([0, 0, 0, 0x18], 'ftypmif1', [0, 0, 0, 0], 'avif'))).toBe('image/avif');
  });

  it('refuses text, SVG, HEIC and a PNG name on anything else', () => {
    expect(imageTypeOf(bytes('just text.png'))).toBeNull();
    expect(imageTypeOf(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(imageTypeOf(bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic'))).toBeNull();
    expect(imageTypeOf(new Uint8Array())).toBeNull();
  });

  it('finds an upload’s thumbnail beside it, and leaves outside links alone', () => {
    const path = '/images/uploads/0190a4a2-7c1e-7d2a-9b1e-1a2b3c4d5e6f/0190a4a2-7c1e-7d2a-9b1e-1a2b3c4d5e70.webp';
    expect(thumbnailPathOf(path)).toBe(path.replace('.webp', '-thumb.webp'));
    expect(thumbnailPathOf('https://cdn.example.com/logo.png')).toBe('https://cdn.example.com/logo.png');
  });
});
