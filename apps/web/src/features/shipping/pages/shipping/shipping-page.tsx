import { useState } from 'react';
import { Button, Group, NumberInput, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ShippingMethodSettings, type CityFee, type ShippingMethod, type ShippingMethodSetting } from '@souqna/contracts';
import { FormFailure } from '@/app/components/form-failure.tsx';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import { appStore, useAppStore } from '@/lib/app-store.ts';
import { failureMessage } from '@/lib/failure.ts';
import { contractsResolver, showServerFieldErrors } from '@/lib/form-resolver.ts';
import { useStoreMoney, type StoreMoney } from '@/lib/money.ts';
import { notify } from '@/lib/notify.ts';
import { saveShippingMethods, shippingKeys, useShippingMethods } from '@/features/shipping/api.ts';
import { useCarriers } from '@/lib/carriers.ts';
import { shippingStatusKey } from '@/lib/shipping-status.ts';
import { CarrierCard } from './carrier-card.tsx';
import { cityFeeRow, CityFees, type CityFeeRow } from './city-fees.tsx';

interface Row {
  shippingProviderId: ShippingMethod['shippingProviderId'];
  enabled: boolean;
  fee: number | string;
  freeFrom: number | string;
  cityFees: CityFeeRow[];
}
type Values = { methods: Row[] };

const amount = (v: number | string) => (v === '' ? Number.NaN : Number(v));
const toInput = (v: Values): ShippingMethodSetting[] =>
  v.methods.map((m) => ({
    shippingProviderId: m.shippingProviderId,
    enabled: m.enabled,
    fee: amount(m.fee),
    freeFrom: m.freeFrom === '' ? null : amount(m.freeFrom),
    // A line without a city yet sends none, so the contract says the city is required.
    cityFees: m.cityFees.map((c) => ({ ...(c.cityId ? { cityId: c.cityId } : {}), fee: amount(c.fee) }) as CityFee),
  }));

/** The three built-in methods, each on or off with its fee and the order amount from which it is free; one save for all. */
function ShippingForm({ methods, money }: { methods: ShippingMethod[]; money: StoreMoney }) {
  const { t } = useTranslation('shipping');
  const lang = useAppStore((s) => s.language);
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      methods: methods.map((m) => ({
        shippingProviderId: m.shippingProviderId,
        enabled: m.enabled,
        fee: m.fee,
        freeFrom: m.freeFrom ?? '',
        cityFees: m.cityFees.map(cityFeeRow),
      })),
    },
    validate: (values) => {
      // The contract's paths are the array's (`0.fee`); the form's are under `methods`.
      const errors = contractsResolver<Values>(ShippingMethodSettings, () => appStore.getState().language, toInput)(values);
      return Object.fromEntries(Object.entries(errors).map(([path, message]) => [`methods.${path}`, message]));
    },
  });
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const { data, message } = await saveShippingMethods(toInput(values));
      queryClient.setQueryData(shippingKeys.list(), data);
      void queryClient.invalidateQueries({ queryKey: ['shipping', 'merchant'] });
      void queryClient.invalidateQueries({ queryKey: shippingStatusKey });
      form.resetDirty();
      notify('success', message);
    } catch (error) {
      showServerFieldErrors(error, (errors) =>
        form.setErrors(Object.fromEntries(Object.entries(errors).map(([p, m]) => [`methods.${p}`, m]))),
      );
      setFailure(`${t('failed')}: ${failureMessage(error)}`);
    }
  });
  const suffix = { rightSection: <bdi>{money.sign}</bdi>, rightSectionWidth: 56, decimalScale: money.minorUnits, min: 0 };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {methods.map((m, i) => {
          const name = lang === 'en' ? m.nameEn : m.nameAr;
          return (
            <Paper key={m.shippingProviderId} withBorder radius="lg" p="lg" component="section" aria-label={name}>
              <Stack gap="sm">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={2}>
                    <Title order={2} fz="h4">
                      {name}
                    </Title>
                    <Text fz="sm" c="dimmed">
                      {lang === 'en' ? m.deliveryEn : m.deliveryAr}
                    </Text>
                  </Stack>
                  <Switch
                    label={t('on')}
                    aria-label={t('onFor', { name })}
                    {...form.getInputProps(`methods.${i}.enabled`, { type: 'checkbox' })}
                  />
                </Group>
                <Group grow align="flex-start">
                  <NumberInput label={t('fee')} {...suffix} {...form.getInputProps(`methods.${i}.fee`)} />
                  <NumberInput
                    label={t('freeFrom')}
                    description={t('freeFromHint')}
                    // The hint under the field, so both amounts sit on one line.
                    inputWrapperOrder={['label', 'input', 'description', 'error']}
                    {...suffix}
                    {...form.getInputProps(`methods.${i}.freeFrom`)}
                  />
                </Group>
                <CityFees form={form} index={i} methodName={name} amountProps={suffix} />
              </Stack>
            </Paper>
          );
        })}
        <FormFailure message={failure} />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting} disabled={!form.isDirty()}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /integrations/shipping: how the store's orders travel, and what each way costs the customer. */
export default function ShippingPage() {
  const { t } = useTranslation('shipping');
  const methods = useShippingMethods();
  const money = useStoreMoney();
  const carriers = useCarriers();
  let body;
  if (methods.isPending || !money) body = <Skeleton h={320} radius="lg" />;
  else if (methods.isError)
    body = <LoadFailure title={t('loadFailed')} error={methods.error} onRetry={() => void methods.refetch()} />;
  else body = <ShippingForm methods={methods.data} money={money} />;
  return (
    <Stack gap="lg" maw={820}>
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {t('title')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('subtitle')}
        </Text>
      </Stack>
      {body}
      <Title order={2} fz="h3" mt="md">
        {t('carriers.title')}
      </Title>
      {carriers.data?.map((c) => (
        <CarrierCard key={c.id} carrier={c} />
      ))}
    </Stack>
  );
}
