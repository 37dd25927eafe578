import { useState } from 'react';
import { Badge, Button, List, Menu, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconFileCode, IconFileInvoice } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  type InvoiceKind,
  type InvoiceSize,
  type Language,
  type OrderInvoiceZatca,
  type ZatcaDocumentStatus,
} from '@souqna/contracts';
import { failureMessage } from '@/lib/failure.ts';
import { notify } from '@/lib/notify.ts';
import { useStoreTime } from '@/lib/use-store-time.ts';
import { InvoiceFormats } from '@/features/orders/components/invoice-formats.tsx';
import { downloadInvoice, downloadInvoiceXml, useOrderInvoices } from '@/features/orders/api.ts';

const ZATCA_COLORS: Record<ZatcaDocumentStatus, string> = {
  reported: 'teal',
  reported_with_warnings: 'yellow',
  pending: 'gray',
  rejected: 'red',
  failed: 'orange',
};

/** Where the document stands with ZATCA (phase 2), and ZATCA's messages about it. */
function ZatcaState({ zatca }: { zatca: OrderInvoiceZatca }) {
  const { t } = useTranslation('orders');
  return (
    <Stack gap={4} data-testid="invoice-zatca">
      <Badge variant="light" color={ZATCA_COLORS[zatca.status]} tt="none" radius="sm" style={{ alignSelf: 'flex-start' }}>
        {t(`invoice.zatca.${zatca.status}`)}
      </Badge>
      {zatca.messages.length > 0 && (
        <>
          <Text fz="xs" c="dimmed">
            {t('invoice.zatcaMessages')}
          </Text>
          <List fz="xs" spacing={2} c="dimmed">
            {zatca.messages.map((message, i) => (
              <List.Item key={i}>
                <bdi>{message}</bdi>
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}

/**
 * The order's invoice (or its credit note) as a PDF: A4, A5 or an 80 mm receipt, in Arabic or
 * English, saved by the browser; with ZATCA phase 2, where the document stands with ZATCA and its
 * signed XML.
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
  const saving = async (call: () => Promise<void>, failed: string) => {
    setBusy(true);
    try {
      await call();
    } catch (error) {
      notify('error', failureMessage(error), { title: failed });
    } finally {
      setBusy(false);
    }
  };
  const save = (size: InvoiceSize, lang: Language) =>
    saving(() => downloadInvoice(orderId, size, lang, kind), t('invoice.failed'));
  const zatca = document?.zatca;
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
          <Stack gap={6} px="sm" py={6} maw={260}>
            <Text fz="xs" c="dimmed" data-testid="invoice-document">
              <bdi>{what}</bdi>
            </Text>
            {zatca && <ZatcaState zatca={zatca} />}
          </Stack>
        )}
        <InvoiceFormats onPick={(size, lang) => void save(size, lang)} />
        {document && zatca && (
          <>
            <Menu.Divider />
            <Menu.Item
              leftSection={<IconFileCode size={16} />}
              onClick={() => void saving(() => downloadInvoiceXml(orderId, kind, document.number), t('invoice.xmlFailed'))}
            >
              {t(kind === 'invoice' ? 'invoice.xml' : 'invoice.xmlCreditNote')} (<bdi>XML</bdi>)
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
