import { useState } from 'react';
import type { WalletInvoice } from '@souqna/contracts';
import { ActionIcon, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListPager } from '@/app/components/list-pager.tsx';
import { ListLoading, Refreshing } from '@/app/components/list-states.tsx';
import { Money } from '@/app/components/money.tsx';
import { Widget } from '@/app/components/widget.tsx';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import { useStoreTime } from '@/lib/use-store-time.ts';
import { useAppStore } from '@/lib/app-store.ts';
import { failureMessage } from '@/lib/failure.ts';
import { notify } from '@/lib/notify.ts';
import { downloadInvoicePdf, useInvoices } from '@/features/billing/api.ts';

const PAGE_SIZE = 10;

/** The invoice's PDF in the merchant's language. */
function PdfButton({ invoice }: { invoice: WalletInvoice }) {
  const { t } = useTranslation('billing');
  const lang = useAppStore((s) => s.language);
  const [busy, setBusy] = useState(false);
  const label = t('invoices.pdf', { number: invoice.number });
  const save = async () => {
    setBusy(true);
    try {
      await downloadInvoicePdf(invoice.invoiceId, invoice.number, lang);
    } catch (error) {
      notify('error', failureMessage(error), { title: t('invoices.pdfFailed') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" aria-label={label} loading={busy} onClick={() => void save()}>
        <IconFileTypePdf size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * The platform's invoices to the store, newest first: its number in the platform's sequence, the
 * plan and the month it covers, the price, the VAT and the total, and its PDF (docs/product-rules.md "Plans").
 */
export function InvoicesList() {
  const { t } = useTranslation(['billing', 'public']);
  const time = useStoreTime();
  const [page, setPage] = useState(1);
  const invoices = useInvoices(page, PAGE_SIZE);
  let body;
  if (invoices.isError && !invoices.data)
    body = <LoadFailure title={t('billing:invoices.failed')} error={invoices.error} onRetry={() => void invoices.refetch()} />;
  else if (!invoices.data) body = <ListLoading rows={2} />;
  else if (!invoices.data.items.length)
    body = (
      <Text c="dimmed" fz="sm" py="md" ta="center">
        {t('billing:invoices.empty')}
      </Text>
    );
  else
    body = (
      <Refreshing when={invoices.isPlaceholderData}>
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="sm" aria-labelledby="invoices-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('billing:invoices.number')}</Table.Th>
                <Table.Th>{t('billing:invoices.issued')}</Table.Th>
                <Table.Th>{t('billing:invoices.plan')}</Table.Th>
                <Table.Th>{t('billing:invoices.period')}</Table.Th>
                <Table.Th>{t('billing:invoices.amount')}</Table.Th>
                <Table.Th>{t('billing:invoices.vat')}</Table.Th>
                <Table.Th>{t('billing:invoices.total')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('billing:invoices.file')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoices.data.items.map((invoice) => (
                <Table.Tr key={invoice.invoiceId} data-testid="invoice-row">
                  <Table.Td fw={600}>
                    <bdi dir="ltr">#{invoice.number}</bdi>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <time dateTime={invoice.issuedAt}>{time.date(invoice.issuedAt)}</time>
                  </Table.Td>
                  <Table.Td>{t(`public:plans.${invoice.plan}.name`)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {t('billing:invoices.range', { from: time.day(invoice.periodStart), to: time.day(invoice.periodEnd) })}
                  </Table.Td>
                  <Table.Td>
                    <Money amount={invoice.amount} currency={invoice.currency} />
                  </Table.Td>
                  <Table.Td>
                    <Money amount={invoice.vat} currency={invoice.currency} />
                  </Table.Td>
                  <Table.Td fw={600}>
                    <Money amount={invoice.total} currency={invoice.currency} />
                  </Table.Td>
                  <Table.Td>
                    <PdfButton invoice={invoice} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <ListPager pagination={invoices.data.pagination} onPage={setPage} />
      </Refreshing>
    );
  return (
    <Widget id="invoices-title" title={t('billing:invoices.title')}>
      {body}
      <Text fz="xs" c="dimmed">
        {t('billing:invoices.note')}
      </Text>
    </Widget>
  );
}
