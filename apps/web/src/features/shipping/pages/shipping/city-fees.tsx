import { ActionIcon, Box, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CITY_FEES_MAX } from '@souqna/contracts';
import { CountryCitySelect } from '@/app/components/reference/country-city-select.tsx';

/** One city's own fee as the form holds it: the country only picks the city (an amount being typed may be empty). */
export interface CityFeeRow {
  countryId: string | null;
  cityId: string | null;
  fee: number | string;
}

/** A saved city's row: its country is its id's first part (`SA-jeddah`). */
export const cityFeeRow = (c: { cityId: string; fee: number }): CityFeeRow => ({
  countryId: c.cityId.slice(0, 2),
  cityId: c.cityId,
  fee: c.fee,
});

/**
 * The cities of one method that pay a fee of their own (the others pay the method's): a city picked
 * from the reference data (country, then city, as every city field) and its fee per line, added and
 * removed here, saved with the methods. A new line starts in the country of the line above (Saudi
 * Arabia for the first).
 */
export function CityFees<V extends { methods: { cityFees: CityFeeRow[] }[] }>({
  form,
  index,
  methodName,
  amountProps,
}: {
  form: UseFormReturnType<V>;
  index: number;
  methodName: string;
  amountProps: Record<string, unknown>;
}) {
  const { t } = useTranslation('shipping');
  const path = `methods.${index}.cityFees`;
  const rows = form.getValues().methods[index]!.cityFees;
  return (
    <Stack gap="xs" role="group" aria-label={t('cityFees.label', { name: methodName })}>
      <Text fz="sm" fw={500}>
        {t('cityFees.title')}
      </Text>
      {rows.length === 0 && (
        <Text fz="xs" c="dimmed">
          {t('cityFees.none')}
        </Text>
      )}
      {rows.map((row, j) => (
        <Group key={j} gap="xs" align="flex-start" wrap="nowrap">
          <Box style={{ flex: 2 }}>
            <CountryCitySelect
              value={{ countryId: row.countryId, cityId: row.cityId, regionId: null }}
              onChange={({ countryId, cityId }) => {
                form.setFieldValue(`${path}.${j}.countryId` as never, countryId as never);
                form.setFieldValue(`${path}.${j}.cityId` as never, cityId as never);
                form.clearFieldError(`${path}.${j}.cityId`);
              }}
              labels={{ country: t('cityFees.country', { n: j + 1 }), city: t('cityFees.city', { n: j + 1 }) }}
              errors={{ cityId: form.errors[`${path}.${j}.cityId`] }}
              required
            />
          </Box>
          <NumberInput
            style={{ flex: 1 }}
            label={t('cityFees.fee', { n: j + 1 })}
            {...amountProps}
            {...form.getInputProps(`${path}.${j}.fee`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            mt={25}
            aria-label={t('cityFees.remove', { n: j + 1 })}
            onClick={() => form.removeListItem(path, j)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {form.errors[path] && (
        <Text fz="xs" c="red">
          {form.errors[path]}
        </Text>
      )}
      <Group>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={rows.length >= CITY_FEES_MAX}
          onClick={() => form.insertListItem(path, { countryId: rows.at(-1)?.countryId ?? 'SA', cityId: null, fee: '' } as never)}
        >
          {t('cityFees.add')}
        </Button>
      </Group>
    </Stack>
  );
}
