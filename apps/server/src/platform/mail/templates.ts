import type { Language } from '@souqna/contracts';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export type MailTemplate =
  | { template: 'verify-code'; params: { name: string; code: string; minutes: number } }
  | { template: 'reset-password'; params: { name: string; code: string; link: string; minutes: number } };

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function layout(lang: Language, title: string, paragraphs: string[], code: string, action?: { label: string; href: string }) {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const body = paragraphs.map((p) => `<p style="margin:0 0 12px">${escape(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:20px 0"><a href="${escape(action.href)}" style="background:#F59E0B;color:#1F1A14;padding:10px 18px;border-radius:12px;text-decoration:none;font-weight:700">${escape(action.label)}</a></p>`
    : '';
  return `<!doctype html><html lang="${lang}" dir="${dir}"><body style="margin:0;background:#F7F1E8;font-family:Tahoma,Arial,sans-serif;color:#1F1A14">
<div style="max-width:520px;margin:24px auto;background:#fff;border-radius:16px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px;color:#6B4423">${escape(title)}</h1>${body}
<p dir="ltr" style="font-size:32px;letter-spacing:8px;font-weight:700;text-align:center;margin:20px 0">${escape(code)}</p>${button}
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
