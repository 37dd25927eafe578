import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PrefetchLink } from '../../../../app/components/prefetch-link.tsx';

/** /subscribe-required: where a plan limit (402 PLAN_LIMIT_REACHED) sends the merchant. */
export default function SubscribeRequiredPage() {
  const { t } = useTranslation(['status', 'common']);
  return (
    <Stack align="center" ta="center" gap="md">
      <ThemeIcon size={64} radius="xl" variant="light" color="amber">
        <IconCrown size={32} />
      </ThemeIcon>
      <Title order={1} fz="h2">
        {t('subscribe.title')}
      </Title>
      <Text c="dimmed">{t('subscribe.text')}</Text>
      <Group justify="center">
        <Button component={PrefetchLink} to="/plans">
          {t('subscribe.plans')}
        </Button>
        <Button component={PrefetchLink} to="/home" variant="default">
          {t('common:actions.backHome')}
        </Button>
      </Group>
    </Stack>
  );
}
