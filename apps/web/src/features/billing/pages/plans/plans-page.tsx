import { useState } from 'react';
import { Alert, Button, Group, Modal, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconInfoCircle, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { exceededLimits, PLAN_CURRENCY, PLAN_VAT_PERCENT, PLANS, type Plan, type PlanId } from '@souqna/contracts';
import { PrefetchLink } from '@/app/components/prefetch-link.tsx';
import { useAppStore } from '@/lib/app-store.ts';
import { failureMessage } from '@/lib/failure.ts';
import { formatMoney } from '@/lib/money.ts';
import { notify } from '@/lib/notify.ts';
import { PlanCards } from '@/app/components/plan-cards.tsx';
import { useChoosePlan, useStorePlan } from '@/features/billing/api.ts';
import { UsageCard } from '@/features/billing/components/usage-card.tsx';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import * as pages from '@/lib/pages.ts';

/** /plans: the three plans, the store's own marked, its usage, and changing plan (owner only). */
export default function PlansPage() {
  const { t } = useTranslation(['billing', 'public']);
  const role = useAppStore((s) => s.auth?.session?.user.role);
  const lang = useAppStore((s) => s.language);
  const overview = useStorePlan();
  const choose = useChoosePlan();
  const [asked, setAsked] = useState<PlanId | null>(null);
  const askedPrice = PLANS.find((p) => p.plan === asked)?.monthlyPrice ?? 0;

  const confirm = async () => {
    if (!asked) return;
    try {
      const { message } = await choose.mutateAsync(asked);
      notify('success', message);
      setAsked(null);
    } catch (error) {
      notify('error', failureMessage(error));
    }
  };

  const actionFor = (plan: Plan) => {
    const data = overview.data!;
    if (plan.plan === data.plan) {
      return (
        <Button variant="light" fullWidth disabled>
          {t('billing:plans.yourPlan')}
        </Button>
      );
    }
    const over = exceededLimits(plan.plan, data.usage);
    const reason = role !== 'owner' ? t('billing:plans.ownerOnly') : over.length ? t('billing:plans.usageTooHigh') : null;
    const button = (
      <Button variant="default" fullWidth disabled={reason !== null} onClick={() => setAsked(plan.plan)}>
        {t('billing:plans.switchTo', { plan: t(`public:plans.${plan.plan}.name`) })}
      </Button>
    );
    return reason ? (
      <Tooltip label={reason} multiline w={240}>
        <div>{button}</div>
      </Tooltip>
    ) : (
      button
    );
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1} fz="h2">
            {t('billing:plans.title')}
          </Title>
          <Text c="dimmed">{t('billing:plans.subtitle')}</Text>
        </Stack>
        <Button component={PrefetchLink} to={pages.billing} variant="default" leftSection={<IconReceipt size={18} />}>
          {t('billing:plans.billingLink')}
        </Button>
      </Group>
      {overview.isPending ? (
        <Skeleton h={420} radius="lg" />
      ) : overview.isError ? (
        <LoadFailure title={t('billing:loadFailed')} error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        <>
          <UsageCard plan={overview.data} />
          <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
            {t('billing:plans.noPayment')}
          </Alert>
          <PlanCards current={overview.data.plan} action={actionFor} />
        </>
      )}
      <Modal opened={asked !== null} onClose={() => setAsked(null)} title={t('billing:confirm.title')} centered radius="lg">
        {asked && (
          <Stack gap="md">
            <Text>
              {t('billing:confirm.text', {
                from: t(`public:plans.${overview.data?.plan ?? 'free'}.name`),
                to: t(`public:plans.${asked}.name`),
              })}
            </Text>
            <Text fz="sm" c="dimmed">
              {askedPrice > 0
                ? t('billing:confirm.noPayment', {
                    price: formatMoney(askedPrice, PLAN_CURRENCY, lang),
                    vat: PLAN_VAT_PERCENT,
                  })
                : t('billing:confirm.free')}
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setAsked(null)}>
                {t('billing:confirm.cancel')}
              </Button>
              <Button onClick={() => void confirm()} loading={choose.isPending}>
                {t('billing:confirm.ok')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
