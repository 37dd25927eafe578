import { useState, type ReactNode } from 'react';
import {
  Button,
  Divider,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  BRANCH_TYPES,
  currencyOfCountry,
  MAX_PREPARATION_HOURS,
  WarehouseInput,
  type BranchType,
  type FirstWarehouseInput,
  type StoreCurrency,
} from '@souqna/contracts';
import { appStore } from '@/lib/app-store.ts';
import { failureMessage } from '@/lib/failure.ts';
import { contractsResolver, showServerFieldErrors } from '@/lib/form-resolver.ts';
import { FormFailure } from '@/app/components/form-failure.tsx';
import { CoordinatesField } from '@/app/components/reference/coordinates-field.tsx';
import { CountryCitySelect } from '@/app/components/reference/country-city-select.tsx';
import { moneyOf, useStoreMoney } from '@/lib/money.ts';
import { CurrencySelect } from '@/app/components/reference/currency-select.tsx';
import { toWarehouseInput, type BranchFormValues } from './branch-values.ts';
import { BranchContacts } from './branch-contacts.tsx';
import { leftToRightValue } from '@/app/forms/text-direction.ts';
import { unitSection } from '@/app/forms/unit-section.tsx';
import { TimeOfDayInput } from '@/app/forms/store-dates.tsx';

export interface BranchFormProps {
  initialValues: BranchFormValues;
  /** Sends the branch; a thrown ApiError's field messages land beside their fields. */
  onSubmit: (input: FirstWarehouseInput) => Promise<unknown>;
  submitLabel: ReactNode;
  /** The onboarding's first branch is main whatever it says: no switch there. */
  withMainSwitch?: boolean;
  /** A secondary action beside submit (cancel, back). */
  secondary?: ReactNode;
  /**
   * The onboarding's first branch also asks the store's currency, offered from the branch's country
   * until the merchant picks one; it is sent as `currency` and the fee is typed in its digits.
   */
  withCurrency?: boolean;
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <div>
          <Title order={3} fz="md">
            {title}
          </Title>
          {description && (
            <Text fz="xs" c="dimmed" mt={2}>
              {description}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

/** Brings the first field with a message into view, so a long form never fails silently below the fold. */
const showFirstError = () =>
  requestAnimationFrame(() =>
    document.querySelector('[aria-invalid="true"], [data-error]')?.scrollIntoView({ block: 'center', behavior: 'smooth' }),
  );

/**
 * A branch (spec §3): the onboarding's first branch and the branches screen's add and edit use this
 * one form, validated by the contract's WarehouseInput, with the server's field errors by their fields.
 */
export function BranchForm({
  initialValues,
  onSubmit,
  submitLabel,
  withMainSwitch = true,
  secondary,
  withCurrency = false,
}: BranchFormProps) {
  const { t } = useTranslation('warehouse');
  const storeMoney = useStoreMoney();
  const [failure, setFailure] = useState<string | null>(null);
  const [currencyPicked, setCurrencyPicked] = useState(false);
  const form = useForm<BranchFormValues>({
    initialValues: withCurrency
      ? { ...initialValues, currency: initialValues.currency ?? currencyOfCountry(initialValues.countryId) }
      : initialValues,
    validate: contractsResolver<BranchFormValues>(WarehouseInput, () => appStore.getState().language, toWarehouseInput),
  });
  const v = form.values;
  const error = (path: string) => form.errors[path] as string | undefined;
  const money = withCurrency && v.currency ? moneyOf(v.currency) : storeMoney;

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const input = toWarehouseInput(values);
      await onSubmit(withCurrency ? { ...input, currency: values.currency } : input);
    } catch (failed) {
      showServerFieldErrors(failed, form.setErrors);
      setFailure(failureMessage(failed));
      showFirstError();
    }
  }, showFirstError);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Section title={t('form.sections.basics')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('form.name')}
              placeholder={t('form.namePlaceholder')}
              withAsterisk
              maxLength={100}
              {...form.getInputProps('name')}
            />
            <Select
              label={t('form.type')}
              data={BRANCH_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
              allowDeselect={false}
              withAsterisk
              comboboxProps={{ shadow: 'md' }}
              value={v.type}
              onChange={(type) => form.setFieldValue('type', type as BranchType)}
              error={error('type')}
            />
          </SimpleGrid>
          {withMainSwitch && (
            <Switch
              label={t('form.isMain')}
              description={t('form.isMainHint')}
              {...form.getInputProps('isMain', { type: 'checkbox' })}
            />
          )}
        </Section>

        <Section title={t('form.sections.address')} description={t('form.sections.addressHint')}>
          <CountryCitySelect
            value={{ countryId: v.countryId, cityId: v.cityId, regionId: v.regionId }}
            onChange={(location) => {
              form.setValues(location);
              if (withCurrency && !currencyPicked) form.setFieldValue('currency', currencyOfCountry(location.countryId));
              form.clearFieldError('countryId');
              form.clearFieldError('cityId');
              form.clearFieldError('regionId');
            }}
            errors={{ countryId: error('countryId'), cityId: error('cityId'), regionId: error('regionId') }}
            withRegionSelect
            required
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('form.street')}
              placeholder={t('form.streetPlaceholder')}
              withAsterisk
              maxLength={200}
              {...form.getInputProps('street')}
            />
            <TextInput
              label={t('form.buildingNumber')}
              {...leftToRightValue}
              inputMode="numeric"
              maxLength={20}
              {...form.getInputProps('buildingNumber')}
            />
            <TextInput
              label={t('form.secondaryNumber')}
              {...leftToRightValue}
              inputMode="numeric"
              maxLength={20}
              {...form.getInputProps('secondaryNumber')}
            />
            <TextInput
              label={t('form.postalCode')}
              {...leftToRightValue}
              inputMode="numeric"
              maxLength={20}
              {...form.getInputProps('postalCode')}
            />
          </SimpleGrid>
          <Textarea
            label={t('form.addressDescription')}
            placeholder={t('form.addressDescriptionPlaceholder')}
            withAsterisk
            autosize
            minRows={2}
            maxRows={5}
            maxLength={500}
            {...form.getInputProps('addressDescription')}
          />
          <Divider />
          <CoordinatesField
            value={{ latitude: v.latitude, longitude: v.longitude }}
            onChange={(point) => {
              form.setValues(point);
              form.clearFieldError('latitude');
              form.clearFieldError('longitude');
            }}
            errors={{ latitude: error('latitude'), longitude: error('longitude') }}
          />
        </Section>

        {withCurrency && (
          <Section title={t('form.sections.currency')} description={t('form.sections.currencyHint')}>
            <CurrencySelect
              label={t('form.currency')}
              value={v.currency ?? null}
              onChange={(code) => {
                setCurrencyPicked(true);
                form.setFieldValue('currency', code as StoreCurrency);
                form.clearFieldError('currency');
              }}
              error={error('currency')}
              required
            />
          </Section>
        )}

        <Section title={t('form.sections.operations')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label={t('form.preparationTimeHours')}
              description={t('form.preparationTimeHint')}
              withAsterisk
              min={0}
              max={MAX_PREPARATION_HOURS}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              {...unitSection(t('form.hours'))}
              {...form.getInputProps('preparationTimeHours')}
            />
            <TimeOfDayInput
              label={t('form.closestReadinessTime')}
              description={t('form.closestReadinessHint')}
              withAsterisk
              texts={{
                hour: t('form.time.hour'),
                minute: t('form.time.minute'),
                amPm: t('form.time.amPm'),
                am: t('form.time.am'),
                pm: t('form.time.pm'),
              }}
              {...form.getInputProps('closestReadinessTime')}
            />
          </SimpleGrid>
          <Stack gap="sm">
            <Switch
              label={t('form.isOpen')}
              description={t('form.isOpenHint')}
              {...form.getInputProps('isOpen', { type: 'checkbox' })}
            />
            <Switch
              label={t('form.supportsPickup')}
              description={t('form.supportsPickupHint')}
              {...form.getInputProps('supportsPickup', { type: 'checkbox' })}
            />
            <Switch
              label={t('form.codAvailable')}
              description={t('form.codAvailableHint')}
              {...form.getInputProps('codAvailable', { type: 'checkbox' })}
            />
          </Stack>
          {v.codAvailable && (
            <NumberInput
              label={t('form.codFee')}
              description={money ? t('form.codFeeHint', { currency: money.sign }) : undefined}
              withAsterisk
              min={0}
              allowNegative={false}
              decimalScale={money?.minorUnits ?? 2}
              clampBehavior="none"
              thousandSeparator=","
              maw={{ base: '100%', sm: 'calc(50% - var(--mantine-spacing-md) / 2)' }}
              {...unitSection(money?.sign)}
              {...form.getInputProps('codFee')}
            />
          )}
        </Section>

        <Section title={t('form.sections.contacts')}>
          <BranchContacts form={form} />
        </Section>

        <FormFailure message={failure} />
        <Group justify="space-between" gap="sm">
          {secondary ?? <span />}
          <Button type="submit" size="md" loading={form.submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
