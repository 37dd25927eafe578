import { plural, type Language } from './plural.ts';
import { addMessages, seconds, type Message, type MessageKey, type MessageParams } from './messages.ts';
import { MESSAGING_TEST_LIMITS } from '../messaging/messaging-setting.ts';

/** What sends the store's messages, as the merchant reads it (`{provider}` of the failures). */
const PROVIDERS: Record<string, Record<Language, string>> = {
  email: { ar: 'خادم البريد', en: 'the mail server' },
  sms: { ar: 'Twilio', en: 'Twilio' },
  whatsapp: { ar: 'واتساب (Meta)', en: 'WhatsApp (Meta)' },
};
const provider = (p: MessagingParams, lang: Language) => PROVIDERS[String(p.type)]?.[lang] ?? String(p.type ?? '');
/** The same at the start of an English sentence. */
const Provider = (p: MessagingParams, lang: Language) => {
  const name = provider(p, lang);
  return name.charAt(0).toUpperCase() + name.slice(1);
};
type MessagingParams = MessageParams;
/** A wait of `retryAfter` seconds: in seconds under a minute, else in whole minutes (rounded up). */
const wait = (p: MessagingParams, lang: Language) => {
  const s = Math.max(1, Math.ceil(Number(p.retryAfter ?? 0)));
  if (s < 60) return seconds(s, lang);
  const m = Math.ceil(s / 60);
  return lang === 'ar'
    ? plural('ar', m, {
        zero: '{count} دقيقة',
        one: 'دقيقة واحدة',
        two: 'دقيقتين',
        few: '{count} دقائق',
        many: '{count} دقيقة',
        other: '{count} دقيقة',
      })
    : plural('en', m, { one: '1 minute', other: '{count} minutes' });
};
const { perMinute, perHour } = MESSAGING_TEST_LIMITS;
/** The provider's own words, when it gave some. */
const details = (p: MessagingParams, lang: Language) =>
  p.details ? (lang === 'ar' ? `: «${String(p.details)}»` : `: "${String(p.details)}"`) : '';

/**
 * The field codes of the messaging settings, which both sides say (the server in `error.fields`,
 * the form while typing): added to the catalogue by `loadMessagingMessages`.
 */
export const messagingFieldMessages = {
  'field.not_for_type': {
    ar: 'هذا الحقل لا يخص هذا النوع من الإعدادات، اتركه فارغًا',
    en: 'This field is not used by this kind of setting; leave it empty',
  },
  'field.invalid_host': {
    ar: 'اكتب اسم الخادم، مثل smtp.example.com',
    en: "Write the server's name, such as smtp.example.com",
  },
  'field.twilio_account_sid': {
    ar: 'معرّف حساب Twilio يبدأ بـ AC ويتكون من 34 خانة',
    en: 'A Twilio Account SID starts with AC and has 34 characters',
  },
  'field.twilio_auth_token': {
    ar: 'رمز المصادقة في Twilio من 32 خانة (أرقام وحروف a-f)',
    en: 'A Twilio Auth Token has 32 characters (digits and letters a-f)',
  },
  'field.sms_sender': {
    ar: 'رقم بالصيغة الدولية (‎+9665…) أو اسم مرسل حتى 11 حرفًا إنجليزيًا ورقمًا',
    en: 'A number in international form (+9665…) or a sender name of up to 11 Latin letters and digits',
  },
  'field.whatsapp_phone_number_id': {
    ar: 'معرّف رقم الهاتف أرقام فقط، تجده في إعداد الواجهة البرمجية في WhatsApp Manager',
    en: "The phone number ID is digits only; find it under API setup in Meta's WhatsApp Manager",
  },
  'field.whatsapp_token': {
    ar: 'رمز الوصول أقصر من أن يكون صحيحًا، انسخه كاملًا من Meta',
    en: 'This access token is too short to be right; copy all of it from Meta',
  },
  'field.whatsapp_template': {
    ar: 'اسم القالب حروف إنجليزية صغيرة وأرقام و _ فقط',
    en: 'A template name has lower-case Latin letters, digits and _ only',
  },
  'field.template_language': {
    ar: 'رمز لغة مثل ar أو en_US',
    en: 'A language code such as ar or en_US',
  },
  'field.unknown_variable': {
    ar: (p) =>
      `المتغير {${String(p.variable ?? '')}} غير معروف؛ المتاح: {customerName} و{orderNumber} و{total} و{trackingLink} و{storeName}`,
    en: (p) =>
      `{${String(p.variable ?? '')}} is not a variable; use {customerName}, {orderNumber}, {total}, {trackingLink} or {storeName}`,
  },
  'field.messaging_type_taken': {
    ar: 'لدى متجرك إعداد من هذا النوع، عدّله بدلًا من إضافة آخر',
    en: 'Your store already has a setting of this kind; edit it instead',
  },
} satisfies Record<string, Message>;

/** What only the server says of the messaging settings; part of `serverMessages`. */
export const messagingMessages = {
  'messagingSetting.created': { ar: 'تم حفظ إعداد الرسائل', en: 'Messaging setting saved' },
  'messagingSetting.saved': { ar: 'تم حفظ إعداد الرسائل', en: 'Messaging setting saved' },
  'messagingSetting.deleted': { ar: 'تم حذف إعداد الرسائل', en: 'Messaging setting deleted' },
  'messagingSetting.typeTaken': {
    ar: 'لدى متجرك إعداد من هذا النوع، عدّله بدلًا من إضافة آخر',
    en: 'Your store already has a setting of this kind; edit it instead',
  },
  'customerMessages.saved': { ar: 'تم حفظ رسائل العملاء لهذه الحالة', en: 'Customer messages saved for this status' },
  'messaging.testSubject': { ar: 'رسالة اختبار من {storeName}', en: 'Test message from {storeName}' },
  'messaging.testText': {
    ar: 'هذه رسالة اختبار من {storeName} عبر سوقنا: إعدادات الرسائل تعمل.',
    en: 'This is a test message from {storeName} on Souqna: the messaging setting works.',
  },
  'messaging.testSent': {
    ar: 'أُرسلت رسالة الاختبار إلى {to}',
    en: 'The test message was sent to {to}',
  },
  'messaging.testTooMany': {
    ar: (p, l) =>
      `أرسل متجرك رسائل اختبار كثيرة (${perMinute} في الدقيقة و${perHour} في الساعة على الأكثر)، يمكنك الإرسال مجددًا بعد ${wait(p, l)}`,
    en: (p, l) =>
      `Your store sent too many test messages (at most ${perMinute} a minute and ${perHour} an hour); you can send again in ${wait(p, l)}`,
  },
  'messaging.failed.authentication': {
    ar: (p, l) => `رفض ${provider(p, l)} بيانات الدخول: تأكد من اسم المستخدم وكلمة المرور أو الرمز${details(p, l)}`,
    en: (p, l) => `${Provider(p, l)} refused the credentials: check the user name and password or token${details(p, l)}`,
  },
  'messaging.failed.connection': {
    ar: (p, l) =>
      `تعذّر الاتصال بـ${provider(p, l)}${p.type === 'email' ? ': تأكد من العنوان والمنفذ' : '، حاول بعد قليل'}${details(p, l)}`,
    en: (p, l) =>
      `Could not connect to ${provider(p, l)}${p.type === 'email' ? ': check the address and port' : '; try again shortly'}${details(p, l)}`,
  },
  'messaging.failed.tls': {
    ar: (p, l) => `فشل الاتصال المشفّر (TLS) مع ${provider(p, l)}: تأكد من نوع التشفير والمنفذ وشهادة الخادم${details(p, l)}`,
    en: (p, l) =>
      `The encrypted (TLS) connection to ${provider(p, l)} failed: check the encryption, the port and the server's certificate${details(p, l)}`,
  },
  'messaging.failed.refused': {
    ar: (p, l) => `رفض ${provider(p, l)} الرسالة${details(p, l)}`,
    en: (p, l) => `${Provider(p, l)} refused the message${details(p, l)}`,
  },
  'messaging.privateHost': {
    ar: 'لا يمكن الاتصال بعنوان داخلي أو خاص؛ استخدم خادم بريد على الإنترنت',
    en: 'A private or internal address cannot be used; use a mail server on the internet',
  },
} satisfies Record<string, Message>;

/** Adds the messaging field codes to what `translate` knows (the server at start, the pages that show the form). */
export function loadMessagingMessages(): void {
  addMessages(messagingFieldMessages as unknown as Partial<Record<MessageKey, Message>>);
}
