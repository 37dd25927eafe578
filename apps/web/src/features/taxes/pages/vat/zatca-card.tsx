import { useState } from 'react';
import { Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ZatcaStatus } from '@souqna/contracts';
import { ConfirmDeleteDialog } from '@/app/components/confirm-delete-dialog.tsx';
import { DetailList } from '@/app/components/detail-list.tsx';
import { SettingsCard } from '@/app/components/settings-card.tsx';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import { failureMessage } from '@/lib/failure.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { useStoreTime } from '@/lib/use-store-time.ts';
import { taxKeys, turnOffZatca, useZatcaStatus } from '@/features/taxes/api.ts';
import { ZatcaOnboardingModal } from './zatca-onboarding-modal.tsx';

const COUNTS = ['reported', 'pending', 'rejected', 'failed'] as const;

/** Onboarded: the environment, the dates, and the store's documents by where they stand with ZATCA. */
function OnboardedDetails({ status }: { status: ZatcaStatus }) {
  const { t } = useTranslation('taxes');
  const time = useStoreTime();
  return (
    <Stack gap="lg">
      <Text fz="sm">{t('zatca.onText')}</Text>
      <DetailList
        items={[
          { label: t('zatca.environment'), value: status.environment && t(`zatca.environments.${status.environment}`) },
          { label: t('zatca.onboardedAt'), value: status.onboardedAt && <bdi>{time.date(status.onboardedAt)}</bdi> },
          {
            label: t('zatca.certificateExpiresAt'),
            value: status.certificateExpiresAt && <bdi>{time.date(status.certificateExpiresAt)}</bdi>,
          },
        ]}
      />
      <Stack gap="sm">
        <Text fw={600} fz="sm">
          {t('zatca.documentsTitle')}
        </Text>
        <DetailList
          cols={4}
          items={COUNTS.map((state) => ({
            label: t(`zatca.counts.${state}`),
            value: <bdi data-testid={`zatca-${state}`}>{t('zatca.documents', { count: status.documents[state] })}</bdi>,
          }))}
        />
      </Stack>
    </Stack>
  );
}

/**
 * ZATCA phase 2 on the VAT page (docs/product-rules.md "Invoices"): off, what it is and a way to
 * onboard; on, where it stands and a way to turn it off, asked first.
 */
export function ZatcaCard() {
  const { t } = useTranslation('taxes');
  const queryClient = useQueryClient();
  const status = useZatcaStatus();
  const [onboarding, setOnboarding] = useState(false);
  const [turningOff, setTurningOff] = useState(false);
  const show = (next: ZatcaStatus) => queryClient.setQueryData(taxKeys.zatca(), next);
  const on = status.data?.status === 'onboarded';

  let body;
  if (status.isPending) body = <Skeleton h={96} radius="md" />;
  else if (status.isError)
    body = <LoadFailure title={t('zatca.failedFetch')} error={status.error} onRetry={() => void status.refetch()} />;
  else if (on)
    body = (
      <Stack gap="lg">
        <OnboardedDetails status={status.data} />
        <Group justify="flex-end">
          <Button variant="light" color="red" onClick={() => setTurningOff(true)}>
            {t('zatca.turnOff')}
          </Button>
        </Group>
      </Stack>
    );
  else
    body = (
      <Group justify="flex-start">
        <Button leftSection={<IconPlugConnected size={18} />} onClick={() => setOnboarding(true)}>
          {t('zatca.connect')}
        </Button>
      </Group>
    );

  return (
    <>
      <SettingsCard
        title={t('zatca.title')}
        description={on ? undefined : t('zatca.what')}
        aside={
          status.data && (
            <Badge variant="light" color={on ? 'teal' : 'gray'} size="lg" style={{ flexShrink: 0 }}>
              {t(on ? 'zatca.on' : 'zatca.off')}
            </Badge>
          )
        }
      >
        {body}
      </SettingsCard>
      <ZatcaOnboardingModal
        opened={onboarding}
        onClose={() => setOnboarding(false)}
        onOnboarded={(next, message) => {
          setOnboarding(false);
          show(next);
          notifySuccess(message);
        }}
      />
      <ConfirmDeleteDialog
        opened={turningOff}
        texts={{
          title: t('zatca.confirmOff.title'),
          text: t('zatca.confirmOff.text'),
          confirm: t('zatca.confirmOff.confirm'),
          refused: t('zatca.confirmOff.refused'),
        }}
        onDelete={async () => {
          const { data, message } = await turnOffZatca();
          show(data);
          return message;
        }}
        failureOf={failureMessage}
        onClose={() => setTurningOff(false)}
        onDeleted={notifySuccess}
      />
    </>
  );
}
