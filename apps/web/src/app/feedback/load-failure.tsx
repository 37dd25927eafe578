import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '@/lib/failure.ts';

interface Props {
  /** What could not be loaded, in the merchant's words. */
  title: string;
  /** The failure: its message is shown, in the merchant's language. */
  error?: unknown;
  /** A sentence of the page's own instead of the failure's message. */
  message?: string;
  onRetry: () => void;
  maw?: number;
}

/** A page's data did not load: what, why, and a retry. */
export function LoadFailure({ title, error, message, onRetry, maw }: Props) {
  const { t } = useTranslation('common');
  return (
    <Alert color="red" variant="light" title={title} maw={maw}>
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">{message ?? failureMessage(error)}</Text>
        <Button size="compact-sm" variant="default" leftSection={<IconRefresh size={16} />} onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
