import { useEffect } from 'react';
import { Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ActivationWizard } from '@/features/onboarding/pages/store-activation/activation-wizard.tsx';
import { fetchMe, meKeys } from '@/lib/me.ts';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import * as pages from '@/lib/pages.ts';

/**
 * The store's real state from /auth/me: the activation steps still to do, under review (with
 * "edit information"), rejected (with the reason and the form), or active (off to /home).
 */
export function StoreActivation() {
  const { t } = useTranslation('store');
  const navigate = useNavigate();
  const me = useQuery({ queryKey: meKeys.all, queryFn: fetchMe, staleTime: 0 });
  const status = me.data?.store.status;

  useEffect(() => {
    if (status === 'active') void navigate(pages.home, { replace: true });
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
    body = <LoadFailure title={t('activation.loadFailed')} error={me.error} onRetry={() => void me.refetch()} />;
  } else {
    body = <ActivationWizard me={me.data} />;
  }
  return body;
}
