import type { domainMessages } from './domain-messages.ts';
import { plural, type Language } from './plural.ts';

export type MessageParams = Record<string, string | number>;
export type Text = string | ((p: MessageParams, lang: Language) => string);
export type Message = { ar: Text; en: Text };

const n = (p: MessageParams, key: string) => Number(p[key] ?? 0);

/**
 * The sentences both sides say from the first screen on, in Arabic and English: outcomes, error
 * codes and the common field codes. The web app words a code exactly as the server would, so a
 * merchant reads one wording whichever side found the problem. The domains' field codes and upload
 * refusals are in `domain-messages.ts` (added with `addMessages`), and sentences only the server
 * says (it sends them in `message`) in `server-messages.ts`: neither weighs on the sign-in screens.
 */
export const messages = {
  // Generic outcomes
  ok: { ar: 'تمت العملية بنجاح', en: 'Done' },

  saved: { ar: 'تم الحفظ بنجاح', en: 'Saved successfully' },

  created: { ar: 'تمت الإضافة بنجاح', en: 'Created successfully' },

  deleted: { ar: 'تم الحذف بنجاح', en: 'Deleted successfully' },

  // Error codes of docs/api.md
  'error.VALIDATION_FAILED': { ar: 'بعض الحقول غير صحيحة', en: 'Some fields are not valid' },
  'error.BAD_REQUEST': { ar: 'الطلب غير صالح', en: 'The request is not valid' },
  'error.AUTH_REQUIRED': { ar: 'يرجى تسجيل الدخول أولاً', en: 'Please log in first' },
  'error.AUTH_TOKEN_EXPIRED': { ar: 'انتهت صلاحية الجلسة', en: 'Your session has expired' },
  'error.AUTH_INVALID_CREDENTIALS': { ar: 'اسم المستخدم أو كلمة المرور غير صحيحة', en: 'Incorrect username or password.' },
  'error.AUTH_REFRESH_INVALID': {
    ar: 'انتهت الجلسة، يرجى تسجيل الدخول من جديد',
    en: 'Your session has ended, please log in again',
  },
  'error.FORBIDDEN': { ar: 'ليست لديك صلاحية لهذا الإجراء', en: 'You are not allowed to do this' },
  'error.NOT_FOUND': { ar: 'العنصر المطلوب غير موجود', en: 'The requested item was not found' },
  'error.ROUTE_NOT_FOUND': { ar: 'المسار المطلوب غير موجود', en: 'No route matches this path' },
  'error.METHOD_NOT_ALLOWED': { ar: 'طريقة الطلب غير مسموحة لهذا المسار', en: 'This method is not allowed on this path' },
  'error.CONFLICT': { ar: 'لا يمكن إتمام العملية بسبب تعارض', en: 'This conflicts with existing data' },
  'error.AUTH_TOO_MANY_ATTEMPTS': {
    ar: (p, l) => `محاولات كثيرة، يرجى الانتظار ${seconds(n(p, 'retryAfter'), l)} قبل المحاولة مجددًا`,
    en: (p, l) => `Too many attempts. Please wait ${seconds(n(p, 'retryAfter'), l)} before trying again.`,
  },
  'error.RATE_LIMITED': {
    ar: (p, l) => `طلبات كثيرة، حاول بعد ${seconds(n(p, 'retryAfter'), l)}`,
    en: (p, l) => `Too many requests, try again in ${seconds(n(p, 'retryAfter'), l)}`,
  },
  'error.INTERNAL': { ar: 'حدث خطأ غير متوقع في الخادم', en: 'An unexpected server error occurred' },
  'error.STORE_NOT_OPEN': { ar: 'هذا المتجر لم يفتح بعد، عُد قريبًا', en: 'This store is not open yet; come back soon' },

  // Field messages (codes in the envelope's error.fields)
  'field.required': { ar: 'هذا الحقل مطلوب', en: 'This field is required' },
  'field.null_character': { ar: 'يحتوي على محرف غير مسموح به', en: 'Contains a character that is not allowed' },
  'field.too_deep': { ar: 'متداخل أكثر من 32 مستوى', en: 'Nested deeper than 32 levels' },
  'field.too_small.string': {
    ar: (p, l) => `يجب ألا يقل عن ${chars(n(p, 'minimum'), l)}`,
    en: (p, l) => `Must be at least ${chars(n(p, 'minimum'), l)}`,
  },
  'field.too_big.string': {
    ar: (p, l) => `يجب ألا يزيد على ${chars(n(p, 'maximum'), l)}`,
    en: (p, l) => `Must be at most ${chars(n(p, 'maximum'), l)}`,
  },
  'field.too_small.number': { ar: 'يجب ألا تقل القيمة عن {minimum}', en: 'Must be {minimum} or more' },
  'field.too_big.number': { ar: 'يجب ألا تزيد القيمة على {maximum}', en: 'Must be {maximum} or less' },
  'field.too_small.array': { ar: 'يجب اختيار {minimum} على الأقل', en: 'Choose at least {minimum}' },
  'field.too_big.array': { ar: 'لا يمكن اختيار أكثر من {maximum}', en: 'Choose at most {maximum}' },
  'field.invalid_email': { ar: 'البريد الإلكتروني غير صالح', en: 'The e-mail address is not valid' },
  'field.invalid_url': { ar: 'الرابط غير صالح', en: 'The link is not valid' },
  'field.invalid_format': { ar: 'الصيغة غير صحيحة', en: 'The format is not valid' },
  'field.invalid_type': { ar: 'نوع القيمة غير صحيح', en: 'The value has the wrong type' },
  'field.invalid_value': { ar: 'القيمة غير مسموحة', en: 'This value is not allowed' },
  'field.unrecognized_keys': { ar: 'حقل غير معروف', en: 'Unknown field' },
  'field.weak_password': {
    ar: 'كلمة المرور ضعيفة: 8 أحرف على الأقل تتضمن حرفًا كبيرًا وحرفًا صغيرًا ورقمًا ورمزًا خاصًا',
    en: 'Weak password: at least 8 characters with an upper-case letter, a lower-case letter, a digit and a special character',
  },
  'field.invalid_phone': { ar: 'رقم الهاتف غير صالح', en: 'The phone number is not valid' },
  'field.password_mismatch': { ar: 'كلمتا المرور غير متطابقتين', en: 'The passwords do not match' },
  'field.invalid_code': { ar: 'الرمز غير صحيح', en: 'The code is not correct' },
  'field.expired_code': { ar: 'انتهت صلاحية الرمز، اطلب رمزًا جديدًا', en: 'The code has expired; request a new one' },
  'field.email_taken': { ar: 'هذا البريد الإلكتروني مسجل مسبقًا', en: 'This e-mail is already registered' },
  'field.wrong_password': { ar: 'كلمة المرور الحالية غير صحيحة', en: 'The current password is incorrect' },
} satisfies Record<string, Message>;

export type MessageKey = keyof typeof messages | keyof typeof domainMessages;

/** What this side has loaded: `messages` always, the domains' sentences once added. */
const loaded: Partial<Record<MessageKey, Message>> = { ...messages };

/** Adds a catalogue of sentences (the domains', `domain-messages.ts`) to what `translate` knows. */
export function addMessages(more: Partial<Record<MessageKey, Message>>): void {
  Object.assign(loaded, more);
}

/** Whether `key` names a sentence this side has loaded. */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(loaded, key);
}

/** The sentence for `key` in `lang`, with `{name}` placeholders filled from `params`. */
export function translate(key: MessageKey, lang: Language, params: MessageParams = {}): string {
  const message = loaded[key];
  // A domain sentence asked for before its catalogue was added: say what went wrong, never crash.
  return message ? wordMessage(message, lang, params) : wordMessage(messages['error.INTERNAL'], lang);
}

/** A message in `lang`, with `{name}` placeholders filled from `params`. */
export function wordMessage(message: Message, lang: Language, params: MessageParams = {}): string {
  const text: Text = message[lang];
  const raw = typeof text === 'function' ? text(params, lang) : text;
  return raw.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** "N seconds" with the Arabic plural forms. */
export function seconds(count: number, lang: Language): string {
  return lang === 'ar'
    ? plural('ar', count, {
        zero: '{count} ثانية',
        one: 'ثانية واحدة',
        two: 'ثانيتين',
        few: '{count} ثوانٍ',
        many: '{count} ثانية',
        other: '{count} ثانية',
      })
    : plural('en', count, { one: '1 second', other: '{count} seconds' });
}

function chars(count: number, lang: Language): string {
  return lang === 'ar'
    ? plural('ar', count, {
        zero: '{count} حرف',
        one: 'حرف واحد',
        two: 'حرفين',
        few: '{count} أحرف',
        many: '{count} حرفًا',
        other: '{count} حرف',
      })
    : plural('en', count, { one: '1 character', other: '{count} characters' });
}
