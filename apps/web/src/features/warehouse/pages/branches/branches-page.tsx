import { useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingWarehouse, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Warehouse } from '@souqna/contracts';
import { PrefetchLink } from '@/app/components/prefetch-link.tsx';
import { failureMessage } from '@/lib/failure.ts';
import { notify } from '@/lib/notify.ts';
import { updateBranch, useBranches, warehouseKeys } from '@/features/warehouse/api.ts';
import { useStoreMoney } from '@/lib/money.ts';
import { branchValuesOf, toWarehouseInput } from '@/app/components/branch-form/branch-values.ts';
import { BranchCard } from '@/features/warehouse/components/branch-card.tsx';
import { DeleteBranchDialog } from './delete-branch-dialog.tsx';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import * as pages from '@/lib/pages.ts';

function AddButton() {
  const { t } = useTranslation('warehouse');
  return (
    <Button component={PrefetchLink} to={pages.addWarehouse} leftSection={<IconPlus size={18} />}>
      {t('list.add')}
    </Button>
  );
}

function EmptyState() {
  const { t } = useTranslation('warehouse');
  return (
    <Paper withBorder radius="lg" p="xl" style={{ borderStyle: 'dashed' }}>
      <Stack align="center" ta="center" gap="sm" py="lg">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconBuildingWarehouse size={32} />
        </ThemeIcon>
        <Title order={2} fz="h4">
          {t('list.emptyTitle')}
        </Title>
        <Text c="dimmed" maw={420}>
          {t('list.emptyText')}
        </Text>
        <AddButton />
      </Stack>
    </Paper>
  );
}

/** /warehouse: every branch with its contacts; add, edit, make main, delete. */
export default function BranchesPage() {
  const { t } = useTranslation('warehouse');
  const queryClient = useQueryClient();
  const branches = useBranches();
  const currency = useStoreMoney();
  const [deleting, setDeleting] = useState<Warehouse | null>(null);
  const [makingMain, setMakingMain] = useState<string | null>(null);

  const makeMain = async (branch: Warehouse) => {
    setMakingMain(branch.id);
    try {
      await updateBranch(branch.id, toWarehouseInput({ ...branchValuesOf(branch), isMain: true }));
      notify('success', t('list.madeMain', { name: branch.name }));
      await queryClient.invalidateQueries({ queryKey: warehouseKeys.all });
    } catch (error) {
      notify('error', failureMessage(error));
    } finally {
      setMakingMain(null);
    }
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={1} fz="h2">
            {t('list.title')}
          </Title>
          <Text c="dimmed" fz="sm">
            {branches.data ? t('list.count', { count: branches.data.length }) : t('list.subtitle')}
          </Text>
        </Stack>
        {branches.data && branches.data.length > 0 && <AddButton />}
      </Group>

      {branches.isPending ? (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Skeleton h={260} radius="lg" />
          <Skeleton h={260} radius="lg" />
        </SimpleGrid>
      ) : branches.isError ? (
        <LoadFailure title={t('list.loadFailed')} error={branches.error} onRetry={() => void branches.refetch()} />
      ) : branches.data.length === 0 ? (
        <EmptyState />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {branches.data.map((branch) => (
            <BranchCard
              key={branch.id}
              branch={branch}
              currency={currency}
              makingMain={makingMain === branch.id}
              onMakeMain={() => void makeMain(branch)}
              onDelete={() => setDeleting(branch)}
            />
          ))}
        </SimpleGrid>
      )}

      <DeleteBranchDialog
        branch={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(message) => {
          notify('success', message);
          void queryClient.invalidateQueries({ queryKey: warehouseKeys.all });
        }}
      />
    </Stack>
  );
}
