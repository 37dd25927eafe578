import { describe, expect, it } from 'vitest';
import { ChangePasswordForm, LoginInput, RegisterForm } from '@souqna/contracts';
import { ApiError } from './api-error.ts';
import { contractsResolver, showServerFieldErrors } from './form-resolver.ts';

describe('form resolver', () => {
  it('words empty login fields exactly like the server, in Arabic', () => {
    const validate = contractsResolver(LoginInput, () => 'ar');
    expect(validate({ email: '', password: '' })).toEqual({ email: 'هذا الحقل مطلوب', password: 'يجب ألا يقل عن 6 أحرف' });
  });

  it('words the same problems in English when the merchant reads English', () => {
    const validate = contractsResolver(LoginInput, () => 'en');
    expect(validate({ email: 'not-an-email', password: '12345' })).toEqual({
      email: 'The e-mail address is not valid',
      password: 'Must be at least 6 characters',
    });
  });

  it('answers no errors for valid values', () => {
    expect(contractsResolver(LoginInput, () => 'ar')({ email: 'Demo@Store.test ', password: 'Demo@12345' })).toEqual({});
  });

  it('keeps the first problem per field and names the contracts rule codes', () => {
    const validate = contractsResolver(ChangePasswordForm, () => 'ar');
    expect(validate({ currentPassword: 'old-secret', newPassword: 'weakpass', confirmPassword: 'other' })).toEqual({
      newPassword: 'كلمة المرور ضعيفة: 8 أحرف على الأقل تتضمن حرفًا كبيرًا وحرفًا صغيرًا ورقمًا ورمزًا خاصًا',
      confirmPassword: 'كلمتا المرور غير متطابقتين',
    });
  });

  it('reads a prepared value (the phone in E.164) and says when a phone is not real', () => {
    type Values = { name: string; email: string; phone: string; password: string; confirmPassword: string };
    const validate = contractsResolver<Values>(
      RegisterForm,
      () => 'ar',
      (v) => ({ ...v, phone: v.phone.replace(/^00/, '+') }),
    );
    const values = { name: 'سارة', email: 'sara@store.test', password: 'Strong@123', confirmPassword: 'Strong@123' };
    expect(validate({ ...values, phone: '00967771234567' })).toEqual({});
    expect(validate({ ...values, phone: '12' })).toEqual({ phone: 'رقم الهاتف غير صالح' });
  });

  it('puts the server field messages beside their fields', () => {
    let shown: Record<string, string> = {};
    const error = new ApiError({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'بعض الحقول غير صحيحة',
      fields: [{ path: 'currentPassword', code: 'wrong_password', message: 'كلمة المرور الحالية غير صحيحة' }],
    });
    expect(showServerFieldErrors(error, (e) => (shown = e))).toBe(true);
    expect(shown).toEqual({ currentPassword: 'كلمة المرور الحالية غير صحيحة' });
    expect(showServerFieldErrors(new Error('boom'), () => undefined)).toBe(false);
  });
});
