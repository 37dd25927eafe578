import { useState } from 'react';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { UNIT_NAME_MAX, UNIT_SYMBOL_MAX, UnitInput, type Unit } from '@souqna/contracts';
import { ownDirection } from '@/app/forms/text-direction.ts';
import { appStore } from '@/lib/app-store.ts';
import { failureMessage } from '@/lib/failure.ts';
import { contractsResolver, showServerFieldErrors } from '@/lib/form-resolver.ts';
import { FormFailure } from '@/app/components/form-failure.tsx';

interface Values {
  name: string;
  symbol: string;
}

const toInput = (v: Values): UnitInput => ({ name: v.name, symbol: v.symbol.trim() || null });

/**
 * A unit (spec §3; §5: letters only, 1 to 40, symbol at most 10, from the contract's UnitInput): a
 * new one, or `unit` being edited. The server's field errors land beside their fields.
 */
export function UnitForm({
  unit,
  onSubmit,
  onSaved,
  onCancelEdit,
}: {
  unit: Unit | null;
  onSubmit: (input: UnitInput) => Promise<{ message: string }>;
  onSaved: (message: string) => void;
  onCancelEdit: () => void;
}) {
  const { t } = useTranslation('catalogue');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { name: unit?.name ?? '', symbol: unit?.symbol ?? '' },
    validate: contractsResolver<Values>(UnitInput, () => appStore.getState().language, toInput),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const { message } = await onSubmit(toInput(values));
      if (!unit) form.reset();
      onSaved(message);
    } catch (error) {
      showServerFieldErrors(error, form.setErrors);
      setFailure(failureMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={t('unit.form.name')}
            description={t('unit.form.nameHint')}
            placeholder={t('unit.form.namePlaceholder')}
            withAsterisk
            maxLength={UNIT_NAME_MAX}
            {...ownDirection}
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('unit.form.symbol')}
            description={t('unit.form.symbolHint')}
            placeholder={t('unit.form.symbolPlaceholder')}
            maxLength={UNIT_SYMBOL_MAX}
            {...ownDirection}
            {...form.getInputProps('symbol')}
          />
        </SimpleGrid>
        <FormFailure message={failure} />
        <Group justify="flex-end" gap="sm">
          {unit && (
            <Button variant="default" onClick={onCancelEdit}>
              {t('unit.form.cancelEdit')}
            </Button>
          )}
          <Button type="submit" loading={form.submitting}>
            {unit ? t('unit.form.submitEdit') : t('unit.form.submitAdd')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
