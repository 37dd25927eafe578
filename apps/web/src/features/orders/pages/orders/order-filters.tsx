import { Button, Group, MultiSelect, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ORDER_SEARCH_MAX, ORDER_SORTS, PAYMENT_STATUS_NAMES, PAYMENT_STATUSES, type PaymentStatus } from '@souqna/contracts';
import { useAppStore } from '@/lib/app-store.ts';
import { useTypedFilter } from '@/lib/use-typed-filter.ts';
import { AmountFilter } from '@/app/components/amount-filter.tsx';
import { DayRangeFilter } from '@/app/components/day-range-filter.tsx';
import { isOrderListFiltered, reversedRange, type OrderListParams } from '@/features/orders/order-list-params.ts';

interface Props {
  params: OrderListParams;
  onChange: (change: Partial<OrderListParams>) => void;
  onClear: () => void;
}

/** Search, payment status, days, city, amount range and sort, written to the address bar. */
export function OrderFilters({ params, onChange, onClear }: Props) {
  const { t } = useTranslation('orders');
  const lang = useAppStore((s) => s.language);
  const [search, setSearch] = useTypedFilter(params.search, (search) => onChange({ search }));
  const [city, setCity] = useTypedFilter(params.city, (city) => onChange({ city }));
  const reversed = reversedRange(params);

  return (
    <Paper withBorder radius="lg" p="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          style={{ flex: '2 1 260px' }}
          leftSection={<IconSearch size={16} />}
          label={t('filters.search')}
          placeholder={t('filters.searchHint')}
          value={search}
          maxLength={ORDER_SEARCH_MAX}
          onChange={(e) => setSearch(e.currentTarget.value)}
          type="search"
        />
        <Select
          style={{ flex: '1 1 180px' }}
          label={t('filters.sort')}
          data={ORDER_SORTS.map((s) => ({ value: s, label: t(`sorts.${s}`) }))}
          value={params.sort}
          onChange={(value) => value && onChange({ sort: value as OrderListParams['sort'] })}
          allowDeselect={false}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="sm" mt="sm">
        <MultiSelect
          label={t('filters.payment')}
          placeholder={params.paymentStatuses.length ? undefined : t('filters.any')}
          data={PAYMENT_STATUSES.map((s) => ({ value: s, label: PAYMENT_STATUS_NAMES[s][lang] }))}
          value={params.paymentStatuses}
          onChange={(value) => onChange({ paymentStatuses: value as PaymentStatus[] })}
          clearable
        />
        <DayRangeFilter
          label={t('filters.days')}
          placeholder={t('filters.anyDay')}
          start={params.dateFrom}
          end={params.dateTo}
          onCommit={(dateFrom, dateTo) => onChange({ dateFrom, dateTo })}
          error={reversed.date ? t('filters.rangeReversed') : undefined}
        />
        <TextInput
          label={t('filters.city')}
          placeholder={t('filters.any')}
          value={city}
          onChange={(e) => setCity(e.currentTarget.value)}
        />
        <AmountFilter
          label={t('filters.amountMin')}
          placeholder={t('filters.any')}
          value={params.amountMin}
          onCommit={(amountMin) => onChange({ amountMin })}
        />
        <AmountFilter
          label={t('filters.amountMax')}
          placeholder={t('filters.any')}
          value={params.amountMax}
          onCommit={(amountMax) => onChange({ amountMax })}
          error={reversed.amount ? t('filters.rangeReversed') : undefined}
        />
      </SimpleGrid>
      {isOrderListFiltered(params) && (
        <Group justify="flex-end" mt="sm">
          <Button size="compact-sm" variant="subtle" color="gray" leftSection={<IconFilterOff size={16} />} onClick={onClear}>
            {t('filters.clear')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
