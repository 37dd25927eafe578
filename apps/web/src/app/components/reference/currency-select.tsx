import { useMemo, type ReactNode } from 'react';
import { Loader, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@souqna/contracts';
import { currentLanguage } from '@/i18n/i18n.ts';
import { failureMessage } from '@/lib/failure.ts';
import { useCurrencies } from '@/lib/reference/api.ts';
import { namedOptions } from '@/lib/reference/names.ts';

export interface CurrencySelectProps {
  value: string | null;
  onChange: (code: string, currency: Currency | undefined) => void;
  label?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

/** The store currency, from the reference list: "ريال سعودي (ر.س.)" in Arabic, "Saudi Riyal (SAR)" in English. */
export function CurrencySelect({ value, onChange, label, error, required, disabled }: CurrencySelectProps) {
  const { t } = useTranslation('reference');
  const lang = currentLanguage();
  const currencies = useCurrencies();
  const options = useMemo(() => {
    const list = currencies.data ?? [];
    const { data, filter } = namedOptions(
      list,
      (c) => c.code,
      lang,
      (c) => `${c.code} ${c.symbolAr} ${c.symbolEn}`,
    );
    const sign = (c: Currency) => (lang === 'ar' ? c.symbolAr : c.symbolEn);
    return {
      filter,
      data: data.map((o, i) => ({ ...o, label: `${o.label} (${sign(list[i]!)})` })),
    };
  }, [currencies.data, lang]);
  return (
    <Select
      label={label ?? t('select.currency')}
      placeholder={t('select.currencyPlaceholder')}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t('select.nothingFound')}
      data={options.data}
      filter={options.filter}
      value={value}
      onChange={(code) =>
        code &&
        onChange(
          code,
          currencies.data?.find((c) => c.code === code),
        )
      }
      withAsterisk={required}
      disabled={disabled || currencies.isPending}
      rightSection={currencies.isPending ? <Loader size="xs" /> : undefined}
      error={error ?? (currencies.isError ? failureMessage(currencies.error) : undefined)}
    />
  );
}
