import { useEffect } from 'react';
import { Alert, Button, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconRefresh } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../../lib/failure.ts';
import { ActivationWizard } from '../../../onboarding/pages/store-activation/activation-wizard.tsx';
import { fetchMe, meKeys } from '../../api.ts';

/**
 * The store's real state from /auth/me: the activation steps still to do, under review (with
 * "edit information"), rejected (with the reason and the form), or active (off to /home).
 */
export function StoreActivation({ bare = false }: { bare?: boolean }) {
  const { t } = useTranslation('store');
  const navigate = useNavigate();
  const me = useQuery({ queryKey: meKeys.all, queryFn: fetchMe, staleTime: 0 });
  const status = me.data?.store.status;

  useEffect(() => {
    if (status === 'active') void navigate('/home', { replace: true });
  }, [status, navigate]);

  let body;
  // A copy cached by an earlier step may be behind the server: the steps open from a fresh answer.
  if (me.isPending || (!me.isFetchedAfterMount && me.isFetching)) {
    body = (
      <Center mih={200}>
        <Loader type="dots" />
      </Center>
    );
  } else if (me.isError) {
    body = (
      <Alert color="red" variant="light" title={t('activation.loadFailed')}>
        <Stack gap="sm" align="flex-start">
          <Text fz="sm">{failureMessage(me.error)}</Text>
          <Button size="compact-sm" variant="default" leftSection={<IconRefresh size={16} />} onClick={() => void me.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    body = <ActivationWizard me={me.data} />;
  }
  return bare ? (
    body
  ) : (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={880} mx="auto">
      {body}
    </Paper>
  );
}
