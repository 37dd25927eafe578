import { useCallback, useState } from 'react';
import { Center, Loader, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { VerifyIdentityResult } from '@souqna/contracts';
import { failureMessage } from '@/lib/failure.ts';
import { notify } from '@/lib/notify.ts';
import { FormFailure } from '@/app/components/form-failure.tsx';
import type { Me } from '@/lib/me.ts';
import { refreshAccount, useAllStoreData } from '@/features/onboarding/api.ts';
import { GoTo } from '@/features/onboarding/components/go-to.tsx';
import { OnboardingStepper } from '@/features/onboarding/components/onboarding-stepper.tsx';
import { activationView, type StepKey } from '@/features/onboarding/stages.ts';
import { pickOf } from '../startup/category-grids.tsx';
import { BranchStep } from './branch-step.tsx';
import { channelRow, ChannelsStep } from './channels-step.tsx';
import { DomainStep } from './domain-step.tsx';
import { Activated, RejectedNotice, UnderReview } from './review-states.tsx';
import { VerificationStep } from './verification-step.tsx';
import * as pages from '@/lib/pages.ts';

/**
 * Store activation (spec §2, §4): the steps after the categories, each opened from the stage flags
 * the server answers (so a reload lands on the first undone one), then the review state: under
 * review with "edit information", rejected with the reason and the form, or active.
 */
export function ActivationWizard({ me }: { me: Me }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const store = useAllStoreData();
  const [editing, setEditing] = useState(false);
  const [activated, setActivated] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const view = activationView(me.stage, me.store.status);

  const goHome = useCallback(() => {
    void refreshAccount(queryClient).finally(() => void navigate(pages.home, { replace: true }));
  }, [queryClient, navigate]);

  const submitted = async (result: VerifyIdentityResult, message: string) => {
    notify('success', message);
    if (result.isStoreVerified) {
      setActivated(true);
      return;
    }
    setEditing(false);
    await refreshAccount(queryClient);
  };

  const refresh = async () => {
    setRefreshing(true);
    try {
      await refreshAccount(queryClient);
    } catch (error) {
      notify('error', failureMessage(error));
    } finally {
      setRefreshing(false);
    }
  };

  if (activated) {
    const done = { ...me.stage, isIdentityVerified: true };
    return (
      <Stack gap="xl">
        <OnboardingStepper stage={done} current={null} />
        <Activated onContinue={goHome} />
      </Stack>
    );
  }
  if (view.kind === 'startup') return <GoTo to={pages.startup} />;
  if (view.kind === 'active') return <GoTo to={pages.home} />;
  if (store.isPending) {
    return (
      <Center mih={240}>
        <Loader type="dots" />
      </Center>
    );
  }
  if (store.isError) return <FormFailure message={failureMessage(store.error)} />;

  const current: StepKey | null = view.kind === 'step' ? view.step : editing || view.status === 'rejected' ? 'identity' : null;
  const channels = store.data.channels.length
    ? store.data.channels.map(({ channelId: _id, ...c }) => ({ ...channelRow(c.type, c.value), ...c }))
    : [channelRow('mobile', me.user.phone), channelRow('email', me.user.email)];

  let body;
  if (view.kind === 'step') {
    body =
      view.step === 'domain' ? (
        <DomainStep
          initial={store.data.domain ?? ''}
          baseDomain={me.store.baseDomain}
          categories={store.data.categories.map(pickOf)}
        />
      ) : view.step === 'serviceChannels' ? (
        <ChannelsStep initial={channels} />
      ) : view.step === 'warehouse' ? (
        <BranchStep phone={me.user.phone} />
      ) : (
        <VerificationStep onSubmitted={submitted} />
      );
  } else if (view.status === 'rejected') {
    body = (
      <Stack gap="lg">
        <RejectedNotice reason={me.store.rejectionReason} />
        <VerificationStep onSubmitted={submitted} />
      </Stack>
    );
  } else if (editing) {
    body = <VerificationStep onSubmitted={submitted} onCancel={() => setEditing(false)} />;
  } else {
    body = (
      <UnderReview
        verification={store.data.verification}
        refreshing={refreshing}
        onRefresh={() => void refresh()}
        onEdit={() => setEditing(true)}
      />
    );
  }

  return (
    <Stack gap="xl">
      <OnboardingStepper stage={me.stage} current={current} />
      <div key={current ?? 'review'}>{body}</div>
    </Stack>
  );
}
