import { useEffect, useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Box, Loader, Overlay, Paper, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InvoiceSettings, type InvoiceSize, type Language } from '@souqna/contracts';
import { failureMessage } from '@/lib/failure.ts';
import { invoicePreviewQuery } from '@/features/invoices/api.ts';

interface Props {
  settings: InvoiceSettings;
  orderId: string | null;
  size: InvoiceSize;
  lang: Language;
}

/** Paper height ÷ width of each size, for the frame (the receipt's is a guess: it is as long as its lines). */
const ASPECT: Record<InvoiceSize, number> = { a4: 1.414, a5: 1.414, receipt: 2.6 };

/**
 * The layout as the server's invoice renderer draws it (the real PDF, not a look-alike), redrawn a
 * moment after the merchant stops editing; the last drawing stays while the next one is made. A
 * layout that does not validate is not sent: the form shows why.
 */
export function InvoicePreview({ settings, orderId, size, lang }: Props) {
  const { t } = useTranslation('invoices');
  const [wanted] = useDebouncedValue({ settings, orderId, size, lang }, 350);
  const valid = InvoiceSettings.safeParse(wanted.settings).success;
  const drawing = useQuery({
    ...invoicePreviewQuery(wanted),
    enabled: valid,
    // The last drawing stays in view while the next one is made.
    placeholderData: keepPreviousData,
  });
  const blob = drawing.data ?? null;
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  // Each drawing's address is let go when the next replaces it, and when the page closes.
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);
  const busy = drawing.isFetching;
  const failure = drawing.isError ? failureMessage(drawing.error) : null;

  return (
    <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
      {!valid && (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} radius={0}>
          {t('preview.invalid')}
        </Alert>
      )}
      {failure && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} radius={0} title={t('preview.failed')}>
          {failure}
        </Alert>
      )}
      <Box pos="relative" style={{ aspectRatio: `1 / ${ASPECT[wanted.size]}`, maxHeight: '80vh', background: 'var(--app-page)' }}>
        {url ? (
          <iframe
            key={url}
            src={`${url}#toolbar=0&navpanes=0&view=FitH`}
            title={t('preview.frame')}
            data-testid="invoice-preview"
            style={{ width: '100%', height: '100%', border: 0, display: 'block' }}
          />
        ) : (
          !failure && (
            <Text c="dimmed" ta="center" pt="xl">
              {t('preview.drawing')}
            </Text>
          )
        )}
        {busy && (
          <Overlay backgroundOpacity={0.15} blur={1} center zIndex={2}>
            <Loader size="md" aria-label={t('preview.drawing')} />
          </Overlay>
        )}
      </Box>
    </Paper>
  );
}
