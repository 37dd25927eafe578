import type { Language } from './plural.ts';
import type { Message, MessageParams } from './messages.ts';

/** The onboarding's steps (`error.step` of a refusal), as the merchant reads them. */
const STEPS: Record<string, Record<Language, string>> = {
  compliance_csid: { ar: 'شهادة الامتثال', en: 'compliance certificate' },
  compliance_check: { ar: 'فحص الامتثال', en: 'compliance check' },
  production_csid: { ar: 'شهادة الإنتاج', en: 'production certificate' },
};
const step = (p: MessageParams, lang: Language) => STEPS[String(p.step)]?.[lang] ?? String(p.step ?? '');

/** What the server says of ZATCA phase 2 (docs/product-rules.md "Invoices"); part of `serverMessages`. */
export const zatcaMessages = {
  'zatca.onboarded': {
    ar: 'تم الربط مع هيئة الزكاة والضريبة والجمارك (فاتورة)، ستُوقَّع فواتيرك الجديدة وتُبلَّغ بها الهيئة',
    en: 'Connected to ZATCA (Fatoora): your new invoices will be signed and reported',
  },
  'zatca.turnedOff': {
    ar: 'تم إيقاف الربط مع الهيئة، ولن تُوقَّع الفواتير الجديدة؛ ما صدر منها محفوظ',
    en: 'ZATCA integration turned off: new invoices are not signed; those issued are kept',
  },
  'zatca.notSar': {
    ar: 'الربط مع الهيئة يتطلب أن تكون عملة المتجر الريال السعودي',
    en: "Connecting to ZATCA needs the store's currency to be the Saudi riyal",
  },
  'zatca.unreachable': {
    ar: (p, l) => `تعذّر الاتصال بالهيئة (${step(p, l)})، حاول بعد قليل`,
    en: (p, l) => `ZATCA could not be reached (${step(p, l)}); try again shortly`,
  },
  'zatca.refused': {
    ar: (p, l) => `رفضت الهيئة الطلب في خطوة «${step(p, l)}»: {details}`,
    en: (p, l) => `ZATCA refused the request at the ${step(p, l)} step: {details}`,
  },
} satisfies Record<string, Message>;
