import { Group, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ShippingOptionId } from '@souqna/contracts';
import { shippingEndpoints } from '@/lib/endpoints.ts';
import { request } from '@/lib/request.ts';
import { useAppStore } from '@/lib/app-store.ts';
import { Money } from '@/app/components/money.tsx';

const useShippingOptions = () =>
  useQuery({
    queryKey: ['shipping', 'merchant'],
    queryFn: () => request(shippingEndpoints.offered),
    staleTime: 60_000,
  });

/** The shipping choices a manual order can take (the built-in ones until providers are connected). */
export function ShippingChoice({
  value,
  currency,
  onChange,
}: {
  value: ShippingOptionId | null;
  currency: string;
  onChange: (id: ShippingOptionId) => void;
}) {
  const { t } = useTranslation('carts');
  const lang = useAppStore((s) => s.language);
  const options = useShippingOptions();
  if (options.isPending) return <Skeleton h={120} radius="md" />;
  return (
    <Radio.Group value={value} onChange={(v) => onChange(v as ShippingOptionId)} aria-label={t('shipping.title')}>
      <Stack gap="xs">
        {(options.data ?? []).map((o) => (
          <Radio.Card key={o.shippingProviderId} value={o.shippingProviderId} radius="md" p="sm" withBorder>
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator />
              <Stack gap={0} style={{ flex: 1 }}>
                <Group justify="space-between" gap="xs">
                  <Text fw={600} fz="sm">
                    {lang === 'en' ? o.nameEn : o.nameAr}
                  </Text>
                  <Text fz="sm" fw={500}>
                    {o.fee === 0 ? t('shipping.free') : <Money amount={o.fee} currency={currency} />}
                  </Text>
                </Group>
                <Text fz="xs" c="dimmed">
                  {lang === 'en' ? o.deliveryEn : o.deliveryAr}
                  {o.freeFrom !== null && (
                    <>
                      {' · '}
                      {t('shipping.freeFrom')} <Money amount={o.freeFrom} currency={currency} />
                    </>
                  )}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}
