import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../platform/field-errors.ts';
import { minorDigits, toMajor, toMinor } from '../platform/money.ts';
import { contactValueProblem, normaliseContactValue, ServiceChannelsInput } from './contact.ts';
import { AddDomainInput, domainProblem, RESERVED_DOMAINS } from './domain.ts';
import { ageOn, maskIdentityNumber } from './verification.ts';
import { WarehouseInput } from './warehouse.ts';

describe('store domains', () => {
  it.each([
    ['al-amal', null],
    ['shop24', null],
    ['abc', null],
    ['a'.repeat(63), null],
    ['ab', 'invalid'],
    ['a'.repeat(64), 'invalid'],
    ['-amal', 'invalid'],
    ['amal-', 'invalid'],
    ['al--amal', 'invalid'],
    ['Al-Amal', 'invalid'],
    ['al_amal', 'invalid'],
    ['www', 'reserved'],
    ['souqna', 'reserved'],
  ] as const)('%s → %s', (domain, problem) => {
    expect(domainProblem(domain)).toBe(problem);
  });

  it('reserves the hosts the issue names', () => {
    for (const d of ['www', 'api', 'admin', 'app', 'mail', 'ftp', 'smtp', 'shop', 'store', 'souqna', 'support', 'help', 'blog']) {
      expect(RESERVED_DOMAINS).toContain(d);
    }
    for (const d of ['dev', 'test', 'static', 'cdn', 'assets', 'images', 'dashboard']) expect(RESERVED_DOMAINS).toContain(d);
  });

  it('lower-cases what is typed before judging it', () => {
    expect(AddDomainInput.parse({ domain: ' Al-Amal ' })).toEqual({ domain: 'al-amal' });
  });
});

describe('contact values', () => {
  it('keeps digits of phones typed with spaces, dashes or Arabic-Indic digits', () => {
    expect(normaliseContactValue('mobile', ' +966 50-123-4567 ')).toBe('+966501234567');
    expect(normaliseContactValue('landline', '٠١١٤٦٥٠٠٠٠')).toBe('0114650000');
    expect(normaliseContactValue('email', ' Care@Example.COM ')).toBe('care@example.com');
  });

  it.each([
    ['mobile', '0501234567', null],
    ['mobile', '+967777123456', null],
    ['mobile', '05012ab567', 'invalid_phone'],
    ['landline', '12345', 'invalid_phone'],
    ['landline', '1234567890123456', 'invalid_phone'],
    ['email', 'care@example.com', null],
    ['email', 'care.example.com', 'invalid_email'],
    ['link', 'https://wa.me/966501234567', null],
    ['link', 'http://example.com', null],
    ['link', 'www.example.com', 'invalid_url'],
    ['link', 'javascript:alert(1)', 'invalid_url'],
    ['link', 'https://', 'invalid_url'],
  ] as const)('%s %s → %s', (type, value, problem) => {
    expect(contactValueProblem(type, value)).toBe(problem);
  });

  it('words a bad channel value at its path', () => {
    const result = ServiceChannelsInput.safeParse({
      channels: [
        { type: 'email', value: 'a@b.co' },
        { type: 'mobile', value: 'abc' },
      ],
    });
    expect(toFieldErrors(result.error!.issues, 'en')).toEqual([
      { path: 'channels.1.value', code: 'invalid_phone', message: 'The phone number is not valid' },
    ]);
  });
});

describe('branches', () => {
  const branch = {
    name: 'فرع',
    type: 'store',
    addressDescription: 'وصف',
    preparationTimeHours: 1,
    closestReadinessTime: '09:30',
    street: 'شارع',
    countryId: 'YE',
    cityId: 'YE-sanaa',
    codFee: 0,
  };
  it('fills the switches with their defaults', () => {
    expect(WarehouseInput.parse(branch)).toMatchObject({
      isOpen: true,
      codAvailable: false,
      supportsPickup: false,
      isMain: false,
      contacts: [],
    });
  });
  it('refuses latitude 91', () => {
    const result = WarehouseInput.safeParse({ ...branch, latitude: 91, longitude: 44 });
    expect(toFieldErrors(result.error!.issues, 'ar')).toEqual([
      { path: 'latitude', code: 'too_big', message: 'يجب ألا تزيد القيمة على 90' },
    ]);
  });
});

describe('money and identity helpers', () => {
  it('uses ISO 4217 minor units', () => {
    expect(minorDigits('YER')).toBe(2);
    expect(minorDigits('KWD')).toBe(3);
    expect(toMinor(15.5, 'SAR')).toBe(1550);
    expect(toMinor(0.1 + 0.2, 'SAR')).toBe(30);
    expect(toMinor(1.005, 'SAR')).toBeNull();
    expect(toMajor(1125, 'OMR')).toBe(1.125);
  });

  it('counts age in whole years and masks identity numbers', () => {
    expect(ageOn('2000-06-15', new Date('2018-06-14T23:00:00Z'))).toBe(17);
    expect(ageOn('2000-06-15', new Date('2018-06-15T00:00:00Z'))).toBe(18);
    expect(ageOn('2000-02-29', new Date('2018-02-28T12:00:00Z'))).toBe(17);
    expect(maskIdentityNumber('1012345678')).toBe('******5678');
    expect(maskIdentityNumber('12345')).toBe('*2345');
  });
});
