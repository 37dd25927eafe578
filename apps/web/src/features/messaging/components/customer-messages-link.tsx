import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PrefetchLink } from '@/app/components/prefetch-link.tsx';
import { customerMessages } from '@/lib/pages.ts';

/** Where the messages customers receive on their orders are written (below the senders' settings). */
export function CustomerMessagesLink() {
  const { t } = useTranslation('messaging');
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap={4}>
        <Anchor component={PrefetchLink} to={customerMessages} fw={600} underline="always">
          {t('customerMessages.link')}
        </Anchor>
        <Text fz="sm" c="dimmed">
          {t('customerMessages.linkText')}
        </Text>
      </Stack>
    </Paper>
  );
}
