import { useState } from 'react';
import { ActionIcon, Group, Select, Text, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Customer } from '@souqna/contracts';
import { useCustomerSearch } from '@/lib/customers.ts';
import { CustomerFormModal } from './customer-form-modal.tsx';
import { PhoneText } from '@/app/components/phone-text.tsx';

export const SEARCH_DELAY_MS = 300;

/**
 * Picks one of the store's customers by typing a name, a phone (local or international) or an
 * e-mail; "add a new customer" opens the customer form and picks the one it adds. Its route loads
 * the `customers` texts and the phone support.
 */
export function CustomerPicker({
  value,
  onChange,
  label,
  error,
}: {
  value: Customer | null;
  onChange: (customer: Customer | null) => void;
  label?: string;
  error?: string;
}) {
  const { t } = useTranslation('customers');
  const [search, setSearch] = useState(value?.fullName ?? '');
  const [debounced] = useDebouncedValue(search, SEARCH_DELAY_MS);
  const typed = debounced === value?.fullName ? '' : debounced.trim();
  const found = useCustomerSearch(typed, 10);
  const [adding, setAdding] = useState(false);
  const options = [...(found.data ?? [])];
  if (value && !options.some((c) => c.id === value.id)) options.unshift(value);
  const byId = new Map(options.map((c) => [c.id, c]));

  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Select
        style={{ flex: 1 }}
        label={label ?? t('picker.label')}
        placeholder={t('picker.placeholder')}
        searchable
        clearable
        error={error}
        value={value?.id ?? null}
        searchValue={search}
        onSearchChange={setSearch}
        onChange={(id) => onChange(id ? (byId.get(id) ?? null) : null)}
        // The server searched already (Arabic letter forms, phone forms): show what it found.
        filter={({ options: all }) => all}
        nothingFoundMessage={found.isFetching ? t('picker.searching') : t('picker.nothing')}
        data={options.map((c) => ({ value: c.id, label: c.fullName }))}
        renderOption={({ option }) => {
          const c = byId.get(option.value);
          return (
            <div>
              <Text fz="sm">{option.label}</Text>
              {c && (
                <Text fz="xs" c="dimmed">
                  <PhoneText phone={c.phone} /> · <bdi>{c.email}</bdi>
                </Text>
              )}
            </div>
          );
        }}
      />
      <Tooltip label={t('picker.add')}>
        <ActionIcon variant="light" size="lg" mb={error ? 22 : 0} aria-label={t('picker.add')} onClick={() => setAdding(true)}>
          <IconUserPlus size={18} />
        </ActionIcon>
      </Tooltip>
      <CustomerFormModal
        opened={adding}
        customer={null}
        onClose={() => setAdding(false)}
        onSaved={(customer) => {
          setAdding(false);
          setSearch(customer.fullName);
          onChange(customer);
        }}
      />
    </Group>
  );
}
