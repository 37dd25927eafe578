import { ActionIcon, Alert, Button, Code, CopyButton, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The endpoint's signing secret, shown this once (after adding an endpoint or replacing its secret):
 * the server never answers it again, so the page keeps it only while this dialog is open.
 */
export function SecretModal({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  return (
    <Modal opened={secret !== null} onClose={onClose} title={t('secret.title')} radius="lg" size="lg" closeOnClickOutside={false}>
      <Stack gap="md">
        <Alert color="yellow" variant="light" radius="md" icon={<IconAlertTriangle size={20} aria-hidden />}>
          {t('secret.once')}
        </Alert>
        <Group gap="xs" wrap="nowrap" align="center">
          <Code
            block
            dir="ltr"
            aria-label={t('secret.label')}
            style={{ flex: 1, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
          >
            {secret}
          </Code>
          <CopyButton value={secret ?? ''}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t('secret.copied') : t('secret.copy')} withArrow>
                <ActionIcon variant="light" size="lg" onClick={copy} aria-label={copied ? t('secret.copied') : t('secret.copy')}>
                  {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
        <Text fz="sm" c="dimmed">
          {t('secret.howTo')}
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('secret.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
