import { ActionIcon, Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CITY_FEES_MAX } from '@souqna/contracts';
import { ownDirection } from '@/app/forms/text-direction.ts';

/** One city's own fee as the form holds it (an amount being typed may be empty). */
export interface CityFeeRow {
  city: string;
  fee: number | string;
}

/**
 * The cities of one method that pay a fee of their own (the others pay the method's): a city and
 * its fee per line, added and removed here, saved with the methods.
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
      {rows.map((_, j) => (
        <Group key={j} gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            style={{ flex: 2 }}
            aria-label={t('cityFees.city', { n: j + 1 })}
            placeholder={t('cityFees.cityHint')}
            maxLength={120}
            {...ownDirection}
            {...form.getInputProps(`${path}.${j}.city`)}
          />
          <NumberInput
            style={{ flex: 1 }}
            aria-label={t('cityFees.fee', { n: j + 1 })}
            {...amountProps}
            {...form.getInputProps(`${path}.${j}.fee`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            mt={2}
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
          onClick={() => form.insertListItem(path, { city: '', fee: '' } as never)}
        >
          {t('cityFees.add')}
        </Button>
      </Group>
    </Stack>
  );
}
