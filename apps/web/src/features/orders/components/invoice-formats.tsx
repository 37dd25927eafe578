import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { INVOICE_SIZES, LANGUAGES, type InvoiceSize, type Language } from '@souqna/contracts';

/** A menu's items for each paper and language an invoice is drawn in ("A5 (بالإنجليزية)"), grouped by language. */
export function InvoiceFormats({ onPick }: { onPick: (size: InvoiceSize, lang: Language) => void }) {
  const { t } = useTranslation('orders');
  return LANGUAGES.map((lang) => (
    <div key={lang}>
      <Menu.Label>{t(`invoice.language.${lang}`)}</Menu.Label>
      {INVOICE_SIZES.map((size) => (
        <Menu.Item
          key={size}
          onClick={() => onPick(size, lang)}
          aria-label={t('invoice.item', { size: t(`invoice.sizes.${size}`), language: t(`invoice.language.${lang}`) })}
        >
          {t(`invoice.sizes.${size}`)}
        </Menu.Item>
      ))}
    </div>
  ));
}
