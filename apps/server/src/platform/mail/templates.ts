import type { Language } from '@souqna/contracts';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export type MailTemplate =
  | { template: 'verify-code'; params: { name: string; code: string; minutes: number } }
  | { template: 'reset-password'; params: { name: string; code: string; link: string; minutes: number } }
  | { template: 'store-approved'; params: { name: string; storeName: string; storeUrl: string | null; link: string } }
  | { template: 'store-rejected'; params: { name: string; storeName: string; reason: string; link: string } }
  | {
      template: 'back-in-stock';
      params: { name: string | null; storeName: string; productName: string; variantLabel: string | null; link: string | null };
    }
  | {
      template: 'order-invoice';
      params: { name: string; storeName: string; orderNumber: number; document: string | null; status: string; total: string };
    }
  | { template: 'webhook-disabled'; params: { name: string; storeName: string; url: string; link: string } };

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function layout(
  lang: Language,
  title: string,
  paragraphs: string[],
  code: string | null,
  action?: { label: string; href: string },
) {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const body = paragraphs.map((p) => `<p style="margin:0 0 12px">${escape(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:20px 0"><a href="${escape(action.href)}" style="background:#F59E0B;color:#1F1A14;padding:10px 18px;border-radius:12px;text-decoration:none;font-weight:700">${escape(action.label)}</a></p>`
    : '';
  return `<!doctype html><html lang="${lang}" dir="${dir}"><body style="margin:0;background:#F7F1E8;font-family:Tahoma,Arial,sans-serif;color:#1F1A14">
<div style="max-width:520px;margin:24px auto;background:#fff;border-radius:16px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px;color:#6B4423">${escape(title)}</h1>${body}
${code === null ? '' : `<p dir="ltr" style="font-size:32px;letter-spacing:8px;font-weight:700;text-align:center;margin:20px 0">${escape(code)}</p>`}${button}
</div></body></html>`;
}

/** The subject, plain text and HTML of a message, in the recipient's language. */
export function renderMail(mail: MailTemplate, lang: Language): RenderedMail {
  if (mail.template === 'verify-code') {
    const { name, code, minutes } = mail.params;
    const subject = lang === 'ar' ? `رمز تأكيد حسابك في سوقنا: ${code}` : `Your Souqna confirmation code: ${code}`;
    const lines =
      lang === 'ar'
        ? [`مرحبًا ${name}،`, `رمز تأكيد بريدك الإلكتروني صالح لمدة ${minutes} دقائق.`, 'إن لم تطلب هذا الرمز فتجاهل هذه الرسالة.']
        : [
            `Hello ${name},`,
            `Your e-mail confirmation code is valid for ${minutes} minutes.`,
            'If you did not ask for it, ignore this message.',
          ];
    return { subject, text: `${lines.join('\n')}\n\n${code}\n`, html: layout(lang, subject, lines, code) };
  }
  if (mail.template === 'store-approved') return storeApproved(mail.params, lang);
  if (mail.template === 'store-rejected') return storeRejected(mail.params, lang);
  if (mail.template === 'back-in-stock') return backInStock(mail.params, lang);
  if (mail.template === 'order-invoice') return orderInvoice(mail.params, lang);
  if (mail.template === 'webhook-disabled') return webhookDisabled(mail.params, lang);
  const { name, code, link, minutes } = mail.params;
  const subject = lang === 'ar' ? 'إعادة تعيين كلمة المرور في سوقنا' : 'Reset your Souqna password';
  const lines =
    lang === 'ar'
      ? [
          `مرحبًا ${name}،`,
          `استخدم هذا الرمز أو الزر أدناه لتعيين كلمة مرور جديدة خلال ${minutes} دقيقة.`,
          'إن لم تطلب ذلك فتجاهل هذه الرسالة، ولن يتغير شيء.',
        ]
      : [
          `Hello ${name},`,
          `Use this code or the button below to set a new password within ${minutes} minutes.`,
          'If you did not ask for it, ignore this message; nothing will change.',
        ];
  const label = lang === 'ar' ? 'تعيين كلمة مرور جديدة' : 'Set a new password';
  return {
    subject,
    text: `${lines.join('\n')}\n\n${code}\n${link}\n`,
    html: layout(lang, subject, lines, code, { label, href: link }),
  };
}

function storeApproved(
  p: { name: string; storeName: string; storeUrl: string | null; link: string },
  lang: Language,
): RenderedMail {
  const subject = lang === 'ar' ? `تم تفعيل متجرك ${p.storeName} في سوقنا` : `Your store ${p.storeName} is active on Souqna`;
  const lines =
    lang === 'ar'
      ? [
          `مرحبًا ${p.name}،`,
          `راجعنا بيانات التوثيق وفعّلنا متجرك «${p.storeName}». يمكنك الآن إدارة منتجاتك وطلباتك.`,
          ...(p.storeUrl ? [`رابط متجرك: ${p.storeUrl}`] : []),
        ]
      : [
          `Hello ${p.name},`,
          `We reviewed your verification and activated your store "${p.storeName}". You can now manage your products and orders.`,
          ...(p.storeUrl ? [`Your store's link: ${p.storeUrl}`] : []),
        ];
  const label = lang === 'ar' ? 'الذهاب إلى لوحة التحكم' : 'Go to your dashboard';
  return {
    subject,
    text: `${lines.join('\n')}\n\n${p.link}\n`,
    html: layout(lang, subject, lines, null, { label, href: p.link }),
  };
}

function storeRejected(p: { name: string; storeName: string; reason: string; link: string }, lang: Language): RenderedMail {
  const subject = lang === 'ar' ? `لم نتمكن من تفعيل متجرك ${p.storeName}` : `We could not activate your store ${p.storeName}`;
  const lines =
    lang === 'ar'
      ? [
          `مرحبًا ${p.name}،`,
          `راجعنا بيانات توثيق متجرك «${p.storeName}» ولم نتمكن من قبولها للسبب التالي:`,
          p.reason,
          'صحّح بياناتك وأرسلها من جديد، وسنراجعها مرة أخرى.',
        ]
      : [
          `Hello ${p.name},`,
          `We reviewed the verification of your store "${p.storeName}" and could not accept it, for this reason:`,
          p.reason,
          'Correct your information and send it again; we will review it once more.',
        ];
  const label = lang === 'ar' ? 'تعديل بيانات التوثيق' : 'Edit your verification';
  return {
    subject,
    text: `${lines.join('\n')}\n\n${p.link}\n`,
    html: layout(lang, subject, lines, null, { label, href: p.link }),
  };
}

function backInStock(
  p: { name: string | null; storeName: string; productName: string; variantLabel: string | null; link: string | null },
  lang: Language,
): RenderedMail {
  const product = p.variantLabel ? `${p.productName} (${p.variantLabel})` : p.productName;
  const subject =
    lang === 'ar' ? `${p.productName} متوفر الآن في ${p.storeName}` : `${p.productName} is back in stock at ${p.storeName}`;
  const lines =
    lang === 'ar'
      ? [
          p.name ? `مرحبًا ${p.name}،` : 'مرحبًا،',
          `طلبت أن نخبرك عند توفر «${product}»، وقد عاد إلى المخزون الآن.`,
          'الكمية محدودة، فاطلبه قبل نفاده مجددًا.',
        ]
      : [
          p.name ? `Hello ${p.name},` : 'Hello,',
          `You asked us to tell you when "${product}" is available: it is back in stock now.`,
          'Quantities are limited; order it before it runs out again.',
        ];
  const label = lang === 'ar' ? 'اطلبه الآن' : 'Order it now';
  return {
    subject,
    text: `${lines.join('\n')}\n${p.link ? `\n${p.link}\n` : ''}`,
    html: layout(lang, subject, lines, null, p.link ? { label, href: p.link } : undefined),
  };
}

/** The invoice (its PDF attached when the message is delivered) of an order that entered a status the store chose. */
function orderInvoice(
  p: { name: string; storeName: string; orderNumber: number; document: string | null; status: string; total: string },
  lang: Language,
): RenderedMail {
  const subject =
    lang === 'ar'
      ? `فاتورة طلبك #${p.orderNumber} من ${p.storeName}`
      : `Your invoice for order #${p.orderNumber} from ${p.storeName}`;
  const lines =
    lang === 'ar'
      ? [
          `مرحبًا ${p.name}،`,
          p.document
            ? `مرفق فاتورة طلبك #${p.orderNumber} (${p.document}) بصيغة PDF.`
            : `مرفق ملخص طلبك #${p.orderNumber} بصيغة PDF.`,
          `حالة الطلب الآن: ${p.status}. الإجمالي: ${p.total}.`,
          `شكرًا لتسوقك من ${p.storeName}.`,
        ]
      : [
          `Hello ${p.name},`,
          p.document
            ? `Your invoice for order #${p.orderNumber} (${p.document}) is attached as a PDF.`
            : `The summary of your order #${p.orderNumber} is attached as a PDF.`,
          `Your order is now ${p.status}. Total: ${p.total}.`,
          `Thank you for shopping at ${p.storeName}.`,
        ];
  return { subject, text: `${lines.join('\n')}\n`, html: layout(lang, subject, lines, null) };
}

/** To the store's owner: an endpoint that kept failing was turned off (modules/webhooks/webhook-delivery.ts). */
function webhookDisabled(p: { name: string; storeName: string; url: string; link: string }, lang: Language): RenderedMail {
  const subject =
    lang === 'ar'
      ? `أوقفنا إرسال خطافات الويب إلى أحد عناوين ${p.storeName}`
      : `We stopped sending webhooks to an endpoint of ${p.storeName}`;
  const lines =
    lang === 'ar'
      ? [
          `مرحبًا ${p.name}،`,
          `فشلت كل محاولات الإرسال إلى هذا العنوان لأكثر من يوم، فأوقفناه: ${p.url}`,
          'أصلح العنوان ثم فعّله من صفحة خطافات الويب، ويمكنك إعادة إرسال ما فشل من سجل الإرسال.',
        ]
      : [
          `Hello ${p.name},`,
          `Every delivery to this endpoint failed for more than a day, so we turned it off: ${p.url}`,
          'Fix it, turn it on again on the webhooks page, and send again what failed from its delivery log.',
        ];
  const label = lang === 'ar' ? 'فتح صفحة خطافات الويب' : 'Open the webhooks page';
  return { subject, text: `${lines.join('\n')}\n${p.link}\n`, html: layout(lang, subject, lines, null, { label, href: p.link }) };
}
