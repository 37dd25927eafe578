import { useEffect } from 'react';
import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconCircleCheck, IconClockHour4, IconForms, IconRefresh, IconX } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../../lib/failure.ts';
import { PrefetchLink } from '../../../../app/components/prefetch-link.tsx';
import { fetchMe, meKeys, type StoreStatus } from '../../api.ts';

const LOOK: Record<StoreStatus, { color: string; Icon: typeof IconForms }> = {
  draft: { color: 'amber', Icon: IconForms },
  pending: { color: 'blue', Icon: IconClockHour4 },
  rejected: { color: 'red', Icon: IconX },
  active: { color: 'teal', Icon: IconCircleCheck },
};

/** The store's real state from /auth/me: draft, under review, rejected (with the reason) or active. */
export function StoreActivation({ bare = false }: { bare?: boolean }) {
  const { t } = useTranslation('store');
  const navigate = useNavigate();
  const me = useQuery({ queryKey: meKeys.all, queryFn: fetchMe, staleTime: 0 });
  const status = me.data?.store.status;

  useEffect(() => {
    if (status === 'active') navigate('/home', { replace: true });
  }, [status, navigate]);

  if (me.isPending) {
    return (
      <Center mih={200}>
        <Loader type="dots" />
      </Center>
    );
  }
  if (me.isError) {
    return (
      <Alert color="red" variant="light" title={t('activation.loadFailed')}>
        <Stack gap="sm" align="flex-start">
          <Text fz="sm">{failureMessage(me.error)}</Text>
          <Button size="compact-sm" variant="default" leftSection={<IconRefresh size={14} />} onClick={() => void me.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const { store } = me.data;
  const { color, Icon } = LOOK[store.status];
  const body = (
    <Stack align="center" ta="center" gap="md" py="md">
      <ThemeIcon size={64} radius="xl" variant="light" color={color}>
        <Icon size={32} />
      </ThemeIcon>
      <Title order={1} fz="h2">
        {t(`activation.${store.status}.title`)}
      </Title>
      {store.name && (
        <Text fw={500}>
          {t('activation.storeName')} <bdi>{store.name}</bdi>
        </Text>
      )}
      <Text c="dimmed" maw={520}>
        {t(`activation.${store.status}.text`)}
      </Text>
      {store.status === 'rejected' && (
        <Alert color="red" variant="light" title={t('activation.rejected.reason')} w="100%" ta="start">
          {store.rejectionReason ?? t('activation.rejected.noReason')}
        </Alert>
      )}
      <Group justify="center">
        {store.status === 'draft' && (
          <Button component={PrefetchLink} to="/startup" size="md">
            {t('activation.draft.action')}
          </Button>
        )}
        {store.status === 'pending' && (
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            loading={me.isFetching}
            onClick={() => void me.refetch()}
          >
            {t('activation.pending.action')}
          </Button>
        )}
        {store.status === 'rejected' && (
          <Button component={PrefetchLink} to="/startup" size="md">
            {t('activation.rejected.action')}
          </Button>
        )}
        {store.status === 'active' && (
          <Button component={PrefetchLink} to="/home" size="md">
            {t('activation.active.action')}
          </Button>
        )}
      </Group>
    </Stack>
  );
  return bare ? (
    body
  ) : (
    <Paper withBorder radius="lg" p="xl" maw={720} mx="auto">
      {body}
    </Paper>
  );
}
