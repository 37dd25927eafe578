import { useState } from 'react';
import { Autocomplete, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { BRAND_COUNTRY_MAX, BRAND_DESCRIPTION_MAX, BRAND_NAME_MAX, BrandInput, type Brand } from '@souqna/contracts';
import { ownDirection, leftToRightValue } from '@/app/forms/text-direction.ts';
import { appStore, useAppStore } from '@/lib/app-store.ts';
import { failureMessage } from '@/lib/failure.ts';
import { contractsResolver, showServerFieldErrors } from '@/lib/form-resolver.ts';
import { FormFailure } from '@/app/components/form-failure.tsx';
import { useCountries } from '@/lib/reference/api.ts';
import { nameOf } from '@/lib/reference/names.ts';
import { CountedTextarea } from '@/app/components/counted-textarea.tsx';

interface Values {
  name: string;
  originCountry: string;
  website: string;
  description: string;
}

const valuesOf = (brand: Brand | null): Values => ({
  name: brand?.name ?? '',
  originCountry: brand?.originCountry ?? '',
  website: brand?.website ?? '',
  description: brand?.description ?? '',
});

/** Empty website and description are none. */
const toInput = (v: Values): BrandInput => ({
  name: v.name,
  originCountry: v.originCountry,
  website: v.website.trim() || null,
  description: v.description.trim() || null,
});

/**
 * A brand (spec §3, rules of §5 from the contract's BrandInput): a new one, or `brand` being edited.
 * The server's field errors (a name the store already has) land beside their fields.
 */
export function BrandForm({
  brand,
  onSubmit,
  onSaved,
  onCancelEdit,
}: {
  brand: Brand | null;
  onSubmit: (input: BrandInput) => Promise<{ message: string }>;
  onSaved: (message: string) => void;
  onCancelEdit: () => void;
}) {
  const { t } = useTranslation('catalogue');
  const language = useAppStore((s) => s.language);
  const countries = useCountries(language);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: valuesOf(brand),
    validate: contractsResolver<Values>(BrandInput, () => appStore.getState().language, toInput),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const { message } = await onSubmit(toInput(values));
      if (!brand) form.reset();
      onSaved(message);
    } catch (error) {
      showServerFieldErrors(error, form.setErrors);
      setFailure(failureMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('brand.form.name')}
          placeholder={t('brand.form.namePlaceholder')}
          withAsterisk
          maxLength={BRAND_NAME_MAX}
          {...ownDirection}
          {...form.getInputProps('name')}
        />
        <Autocomplete
          label={t('brand.form.originCountry')}
          placeholder={t('brand.form.originCountryPlaceholder')}
          withAsterisk
          maxLength={BRAND_COUNTRY_MAX}
          data={[...new Set((countries.data ?? []).map((c) => nameOf(c, language)))]}
          limit={8}
          comboboxProps={{ shadow: 'md' }}
          {...ownDirection}
          {...form.getInputProps('originCountry')}
        />
        <TextInput
          label={t('brand.form.website')}
          description={
            <>
              {t('brand.form.websiteHint')} <bdi dir="ltr">https://</bdi>
            </>
          }
          placeholder="https://"
          type="url"
          {...leftToRightValue}
          autoComplete="url"
          {...form.getInputProps('website')}
        />
        <CountedTextarea
          label={t('brand.form.description')}
          placeholder={t('brand.form.descriptionPlaceholder')}
          max={BRAND_DESCRIPTION_MAX}
          {...ownDirection}
          {...form.getInputProps('description')}
          value={form.values.description}
        />
        <FormFailure message={failure} />
        <Group justify="flex-end" gap="sm">
          {brand && (
            <Button variant="default" onClick={onCancelEdit}>
              {t('brand.form.cancelEdit')}
            </Button>
          )}
          <Button type="submit" loading={form.submitting}>
            {brand ? t('brand.form.submitEdit') : t('brand.form.submitAdd')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
