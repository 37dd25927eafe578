import { plural } from './plural.ts';
import type { Message } from './messages.ts';

/**
 * The field codes of the webhook form (webhooks/webhook.ts) that both sides say: part of
 * `domainMessages`, so the form words a refusal as the server does.
 */
export const webhookFieldMessages = {
  'field.webhook_url_scheme': {
    ar: 'يجب أن يبدأ الرابط بـ https://‎ أو http://‎',
    en: 'The address must start with https:// or http://',
  },
  'field.webhook_url_credentials': {
    ar: 'لا تضع اسم مستخدم أو كلمة مرور داخل الرابط',
    en: 'Do not put a user name or password in the address',
  },
  'field.webhook_https_required': {
    ar: 'استخدم رابطًا يبدأ بـ https://‎ لحماية بيانات عملائك',
    en: "Use an https:// address to protect your customers' data",
  },
  'field.webhook_url_private': {
    ar: 'هذا الرابط يشير إلى شبكة داخلية أو خاصة، استخدم عنوانًا متاحًا على الإنترنت',
    en: 'This address points to an internal or private network; use one reachable on the internet',
  },
  'field.webhook_url_unresolvable': {
    ar: 'تعذّر العثور على هذا النطاق، تحقق من كتابته',
    en: 'This domain could not be found; check its spelling',
  },
  'field.duplicate_event': { ar: 'هذا الحدث مكرر', en: 'This event is listed twice' },
} satisfies Record<string, Message>;

/** What the server says of webhooks; part of `serverMessages`. */
export const webhookMessages = {
  'webhook.created': {
    ar: 'تمت إضافة نقطة الاستقبال، انسخ المفتاح السري الآن فلن يظهر مرة أخرى',
    en: 'Endpoint added; copy the secret now, it will not be shown again',
  },
  'webhook.updated': { ar: 'تم حفظ نقطة الاستقبال', en: 'Endpoint saved' },
  'webhook.deleted': { ar: 'تم حذف نقطة الاستقبال', en: 'Endpoint deleted' },
  'webhook.secretRotated': {
    ar: 'تم إنشاء مفتاح سري جديد، انسخه الآن فلن يظهر مرة أخرى؛ المفتاح القديم لم يعد صالحًا',
    en: 'New secret made; copy it now, it will not be shown again. The old one no longer signs',
  },
  'webhook.resendQueued': { ar: 'ستُرسل الرسالة مرة أخرى خلال لحظات', en: 'The message will be sent again in a moment' },
  'webhook.inactive': {
    ar: 'نقطة الاستقبال متوقفة، فعّلها أولاً ثم أعد الإرسال',
    en: 'This endpoint is off; turn it on first, then send again',
  },
  'webhook.deliveryPending': {
    ar: 'هذه الرسالة ما زالت قيد الإرسال وستُعاد محاولتها تلقائيًا',
    en: 'This message is still being sent and will be retried automatically',
  },
  'webhook.tooMany': {
    ar: (p) =>
      plural('ar', Number(p.max ?? 0), {
        zero: 'لا يمكن إضافة نقاط استقبال',
        one: 'يمكنك إضافة نقطة استقبال واحدة فقط',
        two: 'يمكنك إضافة نقطتي استقبال فقط',
        few: 'يمكنك إضافة {count} نقاط استقبال فقط، احذف إحداها أولاً',
        many: 'يمكنك إضافة {count} نقطة استقبال فقط، احذف إحداها أولاً',
        other: 'يمكنك إضافة {count} نقطة استقبال فقط، احذف إحداها أولاً',
      }),
    en: 'You can add at most {max} endpoints; delete one first',
  },
} satisfies Record<string, Message>;
