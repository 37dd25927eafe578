import type { ReactNode } from 'react';
import { Badge, Button, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PLAN_CURRENCY, PLAN_VAT_PERCENT, PLANS, type Plan, type PlanId } from '@souqna/contracts';
import { useAppStore } from '@/lib/app-store.ts';
import { formatMoney } from '@/lib/money.ts';
import { PrefetchLink } from '@/app/components/prefetch-link.tsx';
import * as pages from '@/lib/pages.ts';

interface Props {
  /** The store's plan: its card is marked instead of the usual choice. */
  current?: PlanId;
  /** What each card offers at its foot; the sign-up link when not given. */
  action?: (plan: Plan) => ReactNode;
}

/** What a plan gives, from the contracts' limits (null: unlimited). */
function usePoints() {
  const { t } = useTranslation('public');
  return (plan: Plan): string[] => [
    plan.limits.products === null
      ? t('plans.points.productsUnlimited')
      : t('plans.points.products', { count: plan.limits.products }),
    plan.limits.ordersPerMonth === null
      ? t('plans.points.ordersUnlimited')
      : t('plans.points.orders', { count: plan.limits.ordersPerMonth }),
    t(`plans.points.support.${plan.support}`),
    ...(plan.customLogo ? [t('plans.points.logo')] : []),
  ];
}

/** Its price a month before VAT, in the platform's currency; the free plan's "free". */
function PlanPrice({ plan }: { plan: Plan }) {
  const { t } = useTranslation('public');
  const lang = useAppStore((s) => s.language);
  if (plan.monthlyPrice === 0)
    return (
      <Text fz={28} fw={800} lh={1.2}>
        {t('plans.freePrice')}
      </Text>
    );
  return (
    <Stack gap={0}>
      <Text fz={28} fw={800} lh={1.2}>
        <bdi>{formatMoney(plan.monthlyPrice, PLAN_CURRENCY, lang)}</bdi>{' '}
        <Text span fz="sm" fw={500} c="dimmed">
          {t('plans.perMonth')}
        </Text>
      </Text>
      <Text fz="xs" c="dimmed">
        {t('plans.plusVat', { vat: PLAN_VAT_PERCENT })}
      </Text>
    </Stack>
  );
}

/** The three plans of the spec with their limits: on the public pages, and on /plans with the store's own. */
export function PlanCards({ current, action }: Props) {
  const { t } = useTranslation('public');
  const pointsOf = usePoints();
  const marked: PlanId = current ?? 'standard';
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      {PLANS.map((plan) => (
        <Paper
          key={plan.plan}
          withBorder
          radius="lg"
          p="xl"
          aria-current={plan.plan === current ? 'true' : undefined}
          style={plan.plan === marked ? { borderColor: 'var(--mantine-color-amber-filled)', borderWidth: 2 } : undefined}
        >
          <Stack gap="md" h="100%">
            <Stack gap={4}>
              {plan.plan === marked && (
                <Badge variant="filled" w="fit-content">
                  {current ? t('plans.current') : t('plans.popular')}
                </Badge>
              )}
              <Title order={3}>{t(`plans.${plan.plan}.name`)}</Title>
              <Text c="dimmed" fz="sm">
                {t(`plans.${plan.plan}.tagline`)}
              </Text>
            </Stack>
            <PlanPrice plan={plan} />
            <List
              spacing="xs"
              style={{ flex: 1 }}
              icon={
                <ThemeIcon size={20} radius="xl" variant="light" color="teal">
                  <IconCheck size={13} />
                </ThemeIcon>
              }
            >
              {pointsOf(plan).map((point) => (
                <List.Item key={point}>{point}</List.Item>
              ))}
            </List>
            {action ? (
              action(plan)
            ) : (
              <Button
                component={PrefetchLink}
                to={pages.register}
                variant={plan.plan === 'standard' ? 'filled' : 'default'}
                fullWidth
              >
                {t('plans.cta')}
              </Button>
            )}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
