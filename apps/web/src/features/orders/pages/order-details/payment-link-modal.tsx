import { Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PaymentLink } from '@souqna/contracts';
import { DetailList } from '@/app/components/detail-list.tsx';
import { useStoreTime } from '@/lib/use-store-time.ts';
import { Money } from '@/app/components/money.tsx';

/** The payment link just made: to copy and send to the customer, with its amount and how long it holds. */
export function PaymentLinkModal({ link, onClose }: { link: PaymentLink; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const time = useStoreTime();
  return (
    <Modal opened onClose={onClose} title={t('payment.linkTitle')} centered>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {t('payment.linkText')}
        </Text>
        <TextInput label={t('payment.link')} value={link.url} readOnly dir="ltr" onFocus={(e) => e.currentTarget.select()} />
        <DetailList
          cols={2}
          items={[
            { label: t('payment.linkAmount'), value: <Money amount={link.amount} currency={link.currency} /> },
            { label: t('payment.linkExpires'), value: link.expiresAt && time.dateTime(link.expiresAt) },
          ]}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('payment.close')}
          </Button>
          <Button
            component="a"
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            leftSection={<IconExternalLink size={16} aria-hidden />}
          >
            {t('payment.linkOpen')}
          </Button>
          <CopyButton value={link.url}>
            {({ copied, copy }) => (
              <Button
                onClick={copy}
                leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              >
                {t(copied ? 'payment.linkCopied' : 'payment.linkCopy')}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Modal>
  );
}
