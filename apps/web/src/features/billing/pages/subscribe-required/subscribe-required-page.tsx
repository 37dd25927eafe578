import { Badge, Button, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { StorePlan } from '@souqna/contracts';
import { PrefetchLink } from '@/app/components/prefetch-link.tsx';
import { QueryScope } from '@/lib/query-scope.tsx';
import { useStorePlan } from '@/features/billing/api.ts';
import * as pages from '@/lib/pages.ts';

function UsageLine({ label, used, limit }: { label: string; used: number; limit: number | null }) {
  const { t } = useTranslation('status');
  const reached = limit !== null && used >= limit;
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text fz="sm" fw={reached ? 700 : 400}>
        {limit === null ? t('subscribe.unlimited', { label, used }) : t('subscribe.usage', { label, used, limit })}
      </Text>
      {reached && (
        <Badge color="red" variant="light" tt="none">
          {t('subscribe.reached')}
        </Badge>
      )}
    </Group>
  );
}

function PlanUsage({ plan }: { plan: StorePlan }) {
  const { t } = useTranslation('status');
  return (
    <Paper withBorder radius="md" p="md" w="100%" ta="start">
      <Stack gap="xs">
        <Text fz="sm" c="dimmed">
          {t('subscribe.currentPlan', { plan: t(`subscribe.planNames.${plan.plan}`) })}
        </Text>
        <UsageLine label={t('subscribe.products')} used={plan.usage.products} limit={plan.limits.products} />
        <UsageLine label={t('subscribe.orders')} used={plan.usage.ordersThisMonth} limit={plan.limits.ordersPerMonth} />
      </Stack>
    </Paper>
  );
}

const isReached = (used: number, limit: number | null) => limit !== null && used >= limit;

/** Which limit the store reached, from its plan and usage; a store at none is told so. */
function limitWords(plan: StorePlan | undefined, t: TFunction<['status', 'common']>) {
  if (!plan) return { title: t('subscribe.title'), text: t('subscribe.text') };
  const products = isReached(plan.usage.products, plan.limits.products);
  const orders = isReached(plan.usage.ordersThisMonth, plan.limits.ordersPerMonth);
  if (products && orders) return { title: t('subscribe.title'), text: t('subscribe.reachedBoth') };
  if (products)
    return {
      title: t('subscribe.title'),
      text: t('subscribe.reachedProducts', { used: plan.usage.products, limit: plan.limits.products }),
    };
  if (orders)
    return {
      title: t('subscribe.title'),
      text: t('subscribe.reachedOrders', { used: plan.usage.ordersThisMonth, limit: plan.limits.ordersPerMonth }),
    };
  return { title: t('subscribe.notAtLimitTitle'), text: t('subscribe.notAtLimitText') };
}

/**
 * /subscribe-required: where a plan limit (402 PLAN_LIMIT_REACHED) sends the merchant. The limit and
 * the usage come from GET /store/plan, so a reload still shows them. The page sits in the auth
 * area's card, outside the main layout's query cache, so it brings its own.
 */
export default function SubscribeRequiredPage() {
  return (
    <QueryScope>
      <SubscribeRequired />
    </QueryScope>
  );
}

function SubscribeRequired() {
  const { t } = useTranslation(['status', 'common']);
  const plan = useStorePlan();
  const words = limitWords(plan.data, t);
  return (
    <Stack align="center" ta="center" gap="md">
      <ThemeIcon size={64} radius="xl" variant="light" color="amber">
        <IconCrown size={32} />
      </ThemeIcon>
      <Title order={1} fz="h2">
        {words.title}
      </Title>
      <Text c="dimmed">{words.text}</Text>
      {plan.data ? <PlanUsage plan={plan.data} /> : plan.isPending ? <Loader type="dots" /> : null}
      <Group justify="center">
        <Button component={PrefetchLink} to={pages.plans}>
          {t('subscribe.plans')}
        </Button>
        <Button component={PrefetchLink} to={pages.home} variant="default">
          {t('common:actions.backHome')}
        </Button>
      </Group>
    </Stack>
  );
}
