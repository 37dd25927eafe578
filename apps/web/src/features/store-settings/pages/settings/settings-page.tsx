import { useMemo, useState } from 'react';
import {
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  type ComboboxItem,
  type OptionsFilter,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STORE_CURRENCY_CODES, StoreSettings, type DigitStyle, type StoreCurrency } from '@souqna/contracts';
import { LeaveGuard } from '@/app/forms/leave-guard.tsx';
import { SaveBar } from '@/app/forms/save-bar.tsx';
import { appStore, useAppStore } from '@/lib/app-store.ts';
import { failureMessage } from '@/lib/failure.ts';
import { contractsResolver, showServerFieldErrors, type FieldMessages } from '@/lib/form-resolver.ts';
import { notify } from '@/lib/notify.ts';
import { useSaveStoreSettings } from '@/features/store-settings/api.ts';
import { useStoreSettings } from '@/lib/store-settings.ts';
import { SettingsCard } from '@/app/components/settings-card.tsx';
import { countryOfCurrency, zoneOptions } from './time-zones.ts';
import { fullDateTime } from '@/lib/store-time.ts';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';

const FIELDS = ['currency', 'timeZone', 'pricesIncludeTax', 'digitStyle', 'vatNumber', 'taxShipping'] as const;
const validate = contractsResolver<StoreSettings>(StoreSettings, () => appStore.getState().language);

/** Zones are found by their label or their IANA id ("riyadh", "توقيت اليمن"). */
const findZone: OptionsFilter = ({ options, search }) => {
  const q = search.trim().toLowerCase();
  if (!q) return options;
  const match = (o: ComboboxItem) => o.label.toLowerCase().includes(q) || o.value.toLowerCase().replaceAll('_', ' ').includes(q);
  return options
    .map((o) => ('items' in o ? { ...o, items: o.items.filter((i) => match(i as ComboboxItem)) } : o))
    .filter((o) => ('items' in o ? o.items.length > 0 : match(o as ComboboxItem)));
};

/** A price and a time written the way the store will write them. */
function Example({ values }: { values: StoreSettings }) {
  const { t } = useTranslation('storeSettings');
  const lang = useAppStore((s) => s.language);
  const numbering = values.digitStyle === 'arabic' ? 'arab' : 'latn';
  const price = new Intl.NumberFormat(`${lang}-u-nu-${numbering}`, { style: 'currency', currency: values.currency }).format(
    1250.5,
  );
  // The time as every other screen writes it (24-hour in English), in the zone and digits being chosen.
  const time = fullDateTime(new Date(), { lang, timeZone: values.timeZone, digits: values.digitStyle });
  return (
    <Paper withBorder radius="lg" p="lg" bg="var(--app-page)" aria-live="polite" style={{ alignSelf: 'start' }}>
      <Text fz="sm" c="dimmed" mb="xs">
        {t('settings.example.title')}
      </Text>
      <Group gap="xs" align="baseline">
        <Text fz="xl" fw={700} data-testid="price-example">
          <bdi>{price}</bdi>
        </Text>
        <Text fz="sm" c="dimmed">
          {t(values.pricesIncludeTax ? 'settings.example.taxIncluded' : 'settings.example.taxExcluded')}
        </Text>
      </Group>
      <Text fz="sm" mt={6}>
        {t('settings.example.now')} <bdi>{time}</bdi>
      </Text>
    </Paper>
  );
}

function SettingsForm({ saved }: { saved: StoreSettings }) {
  const { t, i18n } = useTranslation('storeSettings');
  const lang = useAppStore((s) => s.language);
  const [edits, setEdits] = useState<Partial<StoreSettings>>({});
  const [errors, setErrors] = useState<FieldMessages>({});
  const save = useSaveStoreSettings();
  const values: StoreSettings = { ...saved, ...edits };
  const changed = FIELDS.filter((f) => values[f] !== saved[f]);

  const set = <K extends keyof StoreSettings>(field: K, value: StoreSettings[K]) => {
    setEdits((e) => ({ ...e, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const names = useMemo(() => new Intl.DisplayNames([lang], { type: 'currency' }), [lang]);
  const currencies = STORE_CURRENCY_CODES.map((code) => ({ value: code, label: `${names.of(code) ?? code} (${code})` }));
  const country = countryOfCurrency(values.currency);
  const zones = useMemo(() => zoneOptions(lang, country), [lang, country]);

  const submit = async () => {
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      // Shipping's VAT is sent once chosen: until then it follows the VAT number (on with one).
      const { taxShipping, ...rest } = values;
      const { message } = await save.mutateAsync('taxShipping' in edits ? { ...rest, taxShipping } : rest);
      setEdits({});
      notify('success', message);
    } catch (error) {
      if (!showServerFieldErrors(error, setErrors)) notify('error', failureMessage(error));
    }
  };

  return (
    <>
      <LeaveGuard when={changed.length > 0} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Stack gap="lg">
          <SettingsCard title={t('settings.money.title')} description={t('settings.money.description')}>
            <Select
              label={t('settings.currency')}
              description={t('settings.currencyHint')}
              data={currencies}
              value={values.currency}
              onChange={(v) => v && set('currency', v as StoreCurrency)}
              allowDeselect={false}
              error={errors.currency}
              withAsterisk
            />
            <Switch
              label={t('settings.pricesIncludeTax')}
              description={t('settings.pricesIncludeTaxHint')}
              checked={values.pricesIncludeTax}
              onChange={(e) => set('pricesIncludeTax', e.currentTarget.checked)}
            />
            <TextInput
              label={t('settings.vatNumber')}
              description={t('settings.vatNumberHint')}
              value={values.vatNumber ?? ''}
              onChange={(e) => set('vatNumber', e.currentTarget.value.trim() || null)}
              inputMode="numeric"
              dir="ltr"
              maxLength={15}
              error={errors.vatNumber}
            />
            <Switch
              label={t('settings.taxShipping')}
              description={t('settings.taxShippingHint')}
              checked={values.taxShipping}
              onChange={(e) => set('taxShipping', e.currentTarget.checked)}
            />
          </SettingsCard>
          <SettingsCard title={t('settings.time.title')} description={t('settings.time.description')}>
            <Select
              label={t('settings.timeZone')}
              description={t('settings.timeZoneHint')}
              data={[
                ...(zones.country ? [{ group: zones.country.name, items: zones.country.items }] : []),
                { group: t('settings.regionZones'), items: zones.region },
                { group: t('settings.allZones'), items: zones.rest },
              ]}
              value={values.timeZone}
              onChange={(v) => v && set('timeZone', v)}
              searchable
              filter={findZone}
              limit={60}
              allowDeselect={false}
              nothingFoundMessage={t('settings.noZone')}
              error={errors.timeZone}
              withAsterisk
              maxDropdownHeight={320}
            />
            <Stack gap={6}>
              <Text fw={500} fz="sm">
                {t('settings.digitStyle')}
              </Text>
              <SegmentedControl
                value={values.digitStyle}
                onChange={(v) => set('digitStyle', v as DigitStyle)}
                data={[
                  { value: 'latin', label: t('settings.digits.latin') },
                  { value: 'arabic', label: t('settings.digits.arabic') },
                ]}
                fullWidth
              />
              <Text fz="xs" c="dimmed">
                {t('settings.digitStyleHint')}
              </Text>
            </Stack>
          </SettingsCard>
        </Stack>
        <Example values={values} key={i18n.resolvedLanguage} />
      </SimpleGrid>
      <SaveBar
        count={changed.length}
        saving={save.isPending}
        onSave={() => void submit()}
        onDiscard={() => {
          setEdits({});
          setErrors({});
        }}
      />
    </>
  );
}

/** /setting: the store's currency, time zone, tax display and digits (`GET`/`PUT /store/settings`). */
export default function SettingsPage() {
  const { t } = useTranslation('storeSettings');
  const settings = useStoreSettings();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {t('settings.title')}
        </Title>
        <Text c="dimmed">{t('settings.subtitle')}</Text>
      </Stack>
      {settings.isPending ? (
        <Skeleton h={320} radius="lg" />
      ) : settings.isError ? (
        <LoadFailure title={t('settings.loadFailed')} error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <SettingsForm saved={settings.data} />
      )}
    </Stack>
  );
}
