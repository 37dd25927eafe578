import { useId, useState } from 'react';
import { Button, Group, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconFilterOff, IconHash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LEDGER_ENTRY_TYPE_NAMES, LEDGER_ENTRY_TYPES, type LedgerEntryType } from '@souqna/contracts';
import { AmountFilter } from '@/app/components/amount-filter.tsx';
import { DayRangeFilter } from '@/app/components/day-range-filter.tsx';
import { leftToRightValue } from '@/app/forms/text-direction.ts';
import { useAppStore } from '@/lib/app-store.ts';
import { usePhone } from '@/lib/use-phone.ts';
import { useTypedFilter } from '@/lib/use-typed-filter.ts';
import {
  isFiltered,
  narrowingCount,
  orderNumberOf,
  reversedRange,
  type TransactionParams,
} from '@/features/wallet/transaction-params.ts';

/** Type, days, amount range and order number, written to the address bar; on a phone, folded behind a button. */
export function TransactionFilters({
  params,
  onChange,
  onClear,
}: {
  params: TransactionParams;
  onChange: (change: Partial<TransactionParams>) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('wallet');
  const lang = useAppStore((s) => s.language);
  const [order, setOrder] = useTypedFilter(params.orderNumber === null ? '' : String(params.orderNumber), (text) =>
    onChange({ orderNumber: orderNumberOf(text) }),
  );
  const reversed = reversedRange(params);
  const phone = usePhone();
  const [unfolded, setUnfolded] = useState(false);
  const fieldsId = useId();
  const narrowing = narrowingCount(params);

  return (
    <Paper withBorder radius="lg" p="sm">
      {phone && (
        <Button
          fullWidth
          variant={narrowing > 0 ? 'light' : 'default'}
          leftSection={<IconAdjustmentsHorizontal size={18} />}
          aria-expanded={unfolded}
          aria-controls={fieldsId}
          onClick={() => setUnfolded((u) => !u)}
          mb={unfolded ? 'sm' : 0}
        >
          {narrowing > 0 ? t('filters.toggleCount', { count: narrowing }) : t('filters.toggle')}
        </Button>
      )}
      <SimpleGrid
        id={fieldsId}
        display={phone && !unfolded ? 'none' : undefined}
        cols={{ base: 1, xs: 2, md: 3, lg: 5 }}
        spacing="sm"
      >
        <Select
          label={t('filters.type')}
          placeholder={t('filters.anyType')}
          data={LEDGER_ENTRY_TYPES.map((type) => ({ value: type, label: LEDGER_ENTRY_TYPE_NAMES[type][lang] }))}
          value={params.type}
          onChange={(value) => onChange({ type: (value as LedgerEntryType | null) ?? null })}
          clearable
        />
        <DayRangeFilter
          label={t('filters.days')}
          placeholder={t('filters.anyDay')}
          start={params.startDate}
          end={params.endDate}
          onCommit={(startDate, endDate) => onChange({ startDate, endDate })}
          error={reversed.date ? t('filters.rangeReversed') : undefined}
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
        <TextInput
          label={t('filters.orderNumber')}
          placeholder={t('filters.any')}
          leftSection={<IconHash size={16} />}
          inputMode="numeric"
          {...leftToRightValue}
          value={order}
          onChange={(e) => setOrder(e.currentTarget.value)}
          error={order.trim() && orderNumberOf(order) === null ? t('filters.orderNumberInvalid') : undefined}
        />
      </SimpleGrid>
      {isFiltered(params) && (
        <Group justify="flex-end" mt="sm">
          <Button size="compact-sm" variant="subtle" color="gray" leftSection={<IconFilterOff size={16} />} onClick={onClear}>
            {t('filters.clear')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
