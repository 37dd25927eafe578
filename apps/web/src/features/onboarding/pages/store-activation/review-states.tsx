import { useEffect } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconClockHour4, IconConfetti, IconEdit, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { VerificationSummary } from '@souqna/contracts';
import { useStoreTime } from '@/lib/use-store-time.ts';

/** How long the "store is active" moment stays before the dashboard opens. */
export const ACTIVATED_PAUSE_MS = 2500;

/** After submitting (or on return while it waits): the information will be reviewed; it can still be edited. */
export function UnderReview({
  verification,
  refreshing,
  onRefresh,
  onEdit,
}: {
  verification: VerificationSummary | null;
  refreshing: boolean;
  onRefresh: () => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation('onboarding');
  const time = useStoreTime();
  return (
    <Stack align="center" ta="center" gap="md" py="md">
      <ThemeIcon size={72} radius="xl" variant="light" color="blue">
        <IconClockHour4 size={36} />
      </ThemeIcon>
      <Title order={2} fz="h3">
        {t('review.pending.title')}
      </Title>
      <Text c="dimmed" maw={520}>
        {t('review.pending.text')}
      </Text>
      {verification && (
        <Paper withBorder radius="md" p="md" w="100%" maw={440}>
          <Stack gap={6} ta="start">
            <Group justify="space-between" gap="xs">
              <Text fz="sm" c="dimmed">
                {t('review.identityNumber')}
              </Text>
              <Text fz="sm" fw={600}>
                <bdi dir="ltr">{verification.identityNumberMasked}</bdi>
              </Text>
            </Group>
            <Group justify="space-between" gap="xs">
              <Text fz="sm" c="dimmed">
                {t('review.submittedAt')}
              </Text>
              <Text fz="sm" fw={600}>
                {time.dateTime(verification.submittedAt)}
              </Text>
            </Group>
          </Stack>
        </Paper>
      )}
      <Group justify="center">
        <Button variant="default" leftSection={<IconRefresh size={16} />} loading={refreshing} onClick={onRefresh}>
          {t('review.pending.refresh')}
        </Button>
        <Button leftSection={<IconEdit size={16} />} onClick={onEdit}>
          {t('review.pending.edit')}
        </Button>
      </Group>
    </Stack>
  );
}

/** A rejected store reads why before correcting and sending again. */
export function RejectedNotice({ reason }: { reason: string | null }) {
  const { t } = useTranslation('onboarding');
  return (
    <Alert color="red" variant="light" radius="md" icon={<IconAlertCircle size={20} />} title={t('review.rejected.title')}>
      <Stack gap={4}>
        <Text fz="sm">
          <Text span fw={700} fz="sm">
            {t('review.rejected.reason')}
          </Text>{' '}
          {reason ? <bdi>{reason}</bdi> : t('review.rejected.noReason')}
        </Text>
        <Text fz="sm">{t('review.rejected.text')}</Text>
      </Stack>
    </Alert>
  );
}

/** Auto-approval: the store is active at once; the dashboard opens by itself after a moment. */
export function Activated({ onContinue }: { onContinue: () => void }) {
  const { t } = useTranslation('onboarding');
  useEffect(() => {
    const timer = setTimeout(onContinue, ACTIVATED_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [onContinue]);
  return (
    <Stack align="center" ta="center" gap="md" py="lg" role="status">
      <ThemeIcon size={80} radius="xl" variant="light" color="teal">
        <IconConfetti size={40} />
      </ThemeIcon>
      <Title order={2} fz="h3">
        {t('review.active.title')}
      </Title>
      <Text c="dimmed" maw={480}>
        {t('review.active.text')}
      </Text>
      <Button size="md" onClick={onContinue}>
        {t('review.active.action')}
      </Button>
    </Stack>
  );
}
