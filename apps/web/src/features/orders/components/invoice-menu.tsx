import { useState } from 'react';
import { Button, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconFileInvoice } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { INVOICE_SIZES, LANGUAGES, type InvoiceKind, type InvoiceSize, type Language } from '@souqna/contracts';
import { failureMessage } from '@/lib/failure.ts';
import { notify } from '@/lib/notify.ts';
import { useStoreTime } from '@/lib/use-store-time.ts';
import { downloadInvoice, useOrderInvoices } from '@/features/orders/api.ts';

/**
 * The order's invoice (or its credit note) as a PDF: A4, A5 or an 80 mm receipt, in Arabic or
 * English, saved by the browser.
 */
export function InvoiceMenu({ orderId, kind = 'invoice' }: { orderId: string; kind?: InvoiceKind }) {
  const { t } = useTranslation('orders');
  const [busy, setBusy] = useState(false);
  const [opened, setOpened] = useState(false);
  const time = useStoreTime();
  const documents = useOrderInvoices(orderId, opened);
  const document = documents.data?.find((d) => d.kind === kind);
  // What the file will be: the numbered document once issued, else the order's summary.
  const what = !documents.data
    ? null
    : document
      ? t('invoice.issued', {
          number: `${kind === 'invoice' ? 'INV' : 'CN'}-${document.number}`,
          date: time.date(document.issuedAt),
        })
      : t('invoice.notIssued');
  const save = async (size: InvoiceSize, lang: Language) => {
    setBusy(true);
    try {
      await downloadInvoice(orderId, size, lang, kind);
    } catch (error) {
      notify('error', failureMessage(error), { title: t('invoice.failed') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal shadow="md" radius="md" onChange={setOpened}>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconFileInvoice size={18} />}
          rightSection={<IconChevronDown size={16} />}
          loading={busy}
        >
          {t(kind === 'invoice' ? 'invoice.open' : 'invoice.creditNote')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {what && (
          <Text fz="xs" c="dimmed" px="sm" py={6} maw={260} data-testid="invoice-document">
            <bdi>{what}</bdi>
          </Text>
        )}
        {LANGUAGES.map((lang) => (
          <div key={lang}>
            <Menu.Label>{t(`invoice.language.${lang}`)}</Menu.Label>
            {INVOICE_SIZES.map((size) => (
              <Menu.Item
                key={size}
                onClick={() => void save(size, lang)}
                aria-label={t('invoice.item', { size: t(`invoice.sizes.${size}`), language: t(`invoice.language.${lang}`) })}
              >
                {t(`invoice.sizes.${size}`)}
              </Menu.Item>
            ))}
          </div>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
