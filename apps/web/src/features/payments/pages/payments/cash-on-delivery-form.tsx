import { useState } from 'react';
import { Group, MultiSelect, NumberInput, TagsInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { COD_LIST_MAX, CashOnDeliverySettings } from '@souqna/contracts';
import { appStore } from '@/lib/app-store.ts';
import { failureMessage } from '@/lib/failure.ts';
import { contractsResolver, showServerFieldErrors } from '@/lib/form-resolver.ts';
import type { StoreMoney } from '@/lib/money.ts';
import { ProviderForm } from './provider-form.tsx';
import { saveCashOnDelivery } from '@/features/payments/api.ts';
import { useWarehouseChoices } from '@/lib/warehouse-choices.ts';

interface Values {
  fee: number | string;
  maxOrderAmount: number | string;
  warehouseIds: string[];
  cities: string[];
}

const amount = (v: number | string) => (v === '' ? Number.NaN : Number(v));
const toInput = (v: Values): CashOnDeliverySettings => ({
  fee: amount(v.fee),
  maxOrderAmount: v.maxOrderAmount === '' ? null : amount(v.maxOrderAmount),
  warehouseIds: v.warehouseIds,
  cities: v.cities.map((c) => c.trim()).filter(Boolean),
});

/** Sets up cash on delivery: its fee, the largest order it pays, and where it is offered (no branch or city listed: everywhere). */
export function CashOnDeliveryForm({
  settings,
  money,
  onClose,
  onSaved,
}: {
  settings: CashOnDeliverySettings | null;
  money: StoreMoney;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation('payments');
  const branches = useWarehouseChoices();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      fee: settings?.fee ?? 0,
      maxOrderAmount: settings?.maxOrderAmount ?? '',
      warehouseIds: settings?.warehouseIds ?? [],
      cities: settings?.cities ?? [],
    },
    validate: contractsResolver<Values>(CashOnDeliverySettings, () => appStore.getState().language, toInput),
  });
  const { sign, minorUnits: digits } = money;

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      onSaved((await saveCashOnDelivery(toInput(values))).message);
    } catch (error) {
      showServerFieldErrors(error, form.setErrors);
      setFailure(`${t('failed.save')}: ${failureMessage(error)}`);
    }
  });

  return (
    <ProviderForm
      title={t('providers.cash_on_delivery.name')}
      onClose={onClose}
      onSubmit={submit}
      failure={failure}
      submitting={form.submitting}
    >
      <Group grow align="flex-start">
        <NumberInput
          label={t('cod.fee')}
          description={t('cod.feeHint')}
          withAsterisk
          min={0}
          decimalScale={digits}
          rightSection={<bdi>{sign}</bdi>}
          rightSectionWidth={56}
          data-autofocus
          {...form.getInputProps('fee')}
        />
        <NumberInput
          label={t('cod.max')}
          description={t('cod.maxHint')}
          min={0}
          decimalScale={digits}
          rightSection={<bdi>{sign}</bdi>}
          rightSectionWidth={56}
          {...form.getInputProps('maxOrderAmount')}
        />
      </Group>
      <MultiSelect
        label={t('cod.branches')}
        description={t('cod.branchesHint')}
        placeholder={form.values.warehouseIds.length ? undefined : t('cod.allBranches')}
        data={(branches.data ?? []).map((b) => ({ value: b.warehouseId, label: b.name }))}
        maxValues={COD_LIST_MAX}
        clearable
        {...form.getInputProps('warehouseIds')}
      />
      <TagsInput
        label={t('cod.cities')}
        description={t('cod.citiesHint')}
        placeholder={form.values.cities.length ? undefined : t('cod.allCities')}
        maxTags={COD_LIST_MAX}
        clearable
        {...form.getInputProps('cities')}
      />
    </ProviderForm>
  );
}
