import { useState } from 'react';
import { Badge, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconPercentage, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Tax } from '@souqna/contracts';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import { notifySuccess } from '@/lib/notify.ts';
import { ConfirmDeleteDialog } from '@/app/components/confirm-delete-dialog.tsx';
import { EmptyState } from '@/app/components/empty-state.tsx';
import { useStoreMoney } from '@/lib/money.ts';
import { deleteTax, taxFailure, taxKeys, useTaxes, type VatPeriodKind } from '@/features/taxes/api.ts';
import { TaxFormModal } from './tax-form-modal.tsx';
import { VatReturn } from './vat-return.tsx';
import { ZatcaCard } from './zatca-card.tsx';
import { RowActions } from '@/app/components/row-actions.tsx';
import { TableHeader } from '@/app/components/list-states.tsx';

const YEARS_SHOWN = 5;

/** /mony-management/vat: the store's taxes and its VAT return, by quarter or month of a year. */
export default function VatPage() {
  const { t } = useTranslation('taxes');
  const queryClient = useQueryClient();
  const taxes = useTaxes();
  const money = useStoreMoney();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const [by, setBy] = useState<VatPeriodKind>('quarter');
  const [editing, setEditing] = useState<Tax | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Tax | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: taxKeys.all });
  const totalRate = (taxes.data ?? []).reduce((s, x) => s + x.rate, 0);
  const addButton = (
    <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing(null)}>
      {t('add')}
    </Button>
  );

  let list;
  if (taxes.isPending) list = <Skeleton h={120} radius="md" />;
  else if (taxes.isError)
    list = <LoadFailure title={t('failed.fetch')} error={taxes.error} onRetry={() => void taxes.refetch()} />;
  else if (taxes.data.length === 0)
    list = <EmptyState icon={IconPercentage} title={t('empty.title')} text={t('empty.text')} action={addButton} />;
  else
    list = (
      <Table verticalSpacing="sm">
        <TableHeader columns={[t('columns.name'), t('columns.rate')]} />
        <Table.Tbody>
          {taxes.data.map((tax) => (
            <Table.Tr key={tax.taxPublicId}>
              <Table.Td fw={600}>{tax.name}</Table.Td>
              <Table.Td>
                <Badge variant="light" size="lg">
                  <bdi dir="ltr">{tax.rate}%</bdi>
                </Badge>
              </Table.Td>
              <Table.Td>
                <RowActions name={tax.name} onEdit={() => setEditing(tax)} onDelete={() => setDeleting(tax)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz="h2">
            {t('title')}
          </Title>
          <Text c="dimmed" fz="sm" maw={620}>
            {t('subtitle')}
          </Text>
        </Stack>
        {addButton}
      </Group>
      <Paper withBorder radius="lg" p="md">
        <Stack gap="sm">
          <Group justify="space-between">
            <Text fw={600}>{t('taxesTitle')}</Text>
            {taxes.data && taxes.data.length > 0 && (
              <Text fz="sm" c="dimmed">
                {t('totalRate')} <bdi dir="ltr">{Number(totalRate.toFixed(2))}%</bdi>
              </Text>
            )}
          </Group>
          {list}
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="md">
        {money ? (
          <VatReturn
            year={year}
            years={Array.from({ length: YEARS_SHOWN }, (_, i) => thisYear - i)}
            onYear={setYear}
            by={by}
            onBy={setBy}
            currency={money.code}
          />
        ) : (
          <Skeleton h={260} radius="md" />
        )}
      </Paper>
      <ZatcaCard />
      {editing !== undefined && (
        <TaxFormModal
          opened
          tax={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(message) => {
            setEditing(undefined);
            notifySuccess(message);
            void refresh();
          }}
        />
      )}
      <ConfirmDeleteDialog
        opened={deleting !== null}
        texts={{
          title: t('delete.title'),
          text: t('delete.text', { name: deleting?.name ?? '' }),
          confirm: t('delete.confirm'),
          refused: t('failed.delete'),
        }}
        onDelete={async () => (await deleteTax(deleting!.taxPublicId)).message}
        failureOf={(error) => taxFailure(error, 'delete').message}
        onClose={() => setDeleting(null)}
        onDeleted={(message) => {
          notifySuccess(message);
          void refresh();
        }}
      />
    </Stack>
  );
}
