import { useState } from 'react';
import { Button, Menu, Text, Tooltip } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { INVOICE_PRINT_MAX, type InvoiceSize, type Language } from '@souqna/contracts';
import { failureMessage } from '@/lib/failure.ts';
import { notify } from '@/lib/notify.ts';
import { printInvoices } from '@/features/orders/api.ts';
import { InvoiceFormats } from '@/features/orders/components/invoice-formats.tsx';

/** The picked orders' invoices as one PDF to print: A4, A5 or receipts, in Arabic or English. */
export function BulkInvoices({ orderIds }: { orderIds: string[] }) {
  const { t } = useTranslation('orders');
  const [busy, setBusy] = useState(false);
  const tooMany = orderIds.length > INVOICE_PRINT_MAX;
  const print = async (size: InvoiceSize, lang: Language) => {
    setBusy(true);
    try {
      await printInvoices(orderIds, size, lang);
    } catch (error) {
      notify('error', failureMessage(error), { title: t('invoice.failed') });
    } finally {
      setBusy(false);
    }
  };
  const button = (
    <Button variant="default" size="sm" leftSection={<IconPrinter size={16} />} loading={busy} disabled={tooMany}>
      {t('bulk.print')}
    </Button>
  );
  if (tooMany)
    return (
      <Tooltip label={t('bulk.printTooMany', { max: INVOICE_PRINT_MAX })}>
        <span>{button}</span>
      </Tooltip>
    );
  return (
    <Menu position="bottom-end" withinPortal shadow="md" radius="md">
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown>
        <Text fz="xs" c="dimmed" px="sm" py={6} maw={260}>
          {t('bulk.printHint')}
        </Text>
        <InvoiceFormats onPick={(size, lang) => void print(size, lang)} />
      </Menu.Dropdown>
    </Menu>
  );
}
