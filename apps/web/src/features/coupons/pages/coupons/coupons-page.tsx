import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch, IconTicket } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COUPON_PAGE_SIZE, type Coupon } from '@souqna/contracts';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import { failureMessage } from '@/lib/failure.ts';
import { notify } from '@/lib/notify.ts';
import { ConfirmDeleteDialog } from '@/app/components/confirm-delete-dialog.tsx';
import { EmptyState } from '@/app/components/empty-state.tsx';
import { useStoreSettings } from '@/lib/store-settings.ts';
import { couponKeys, createCoupon, deleteCoupon, updateCoupon, useCoupons } from '@/features/coupons/api.ts';
import { CouponFormModal } from './coupon-form-modal.tsx';
import { CouponsTable } from './coupons-table.tsx';

/** The modal's state: closed, adding, or editing one coupon. */
type Editing = { coupon: Coupon | null } | null;

/** /marketing/coupons: the store's discount coupons (page 1 of 10 on load), search by code, add, edit, delete. */
export default function CouponsPage() {
  const { t } = useTranslation('coupons');
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [wanted] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const coupons = useCoupons({ page, pageSize: COUPON_PAGE_SIZE, search: wanted });
  const settings = useStoreSettings();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Coupon | null>(null);
  const total = coupons.data?.pagination.total;
  const refresh = () => queryClient.invalidateQueries({ queryKey: couponKeys.all });
  const add = (
    <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ coupon: null })}>
      {t('add')}
    </Button>
  );

  let body;
  if (coupons.isError && !coupons.data) {
    body = <LoadFailure title={t('loadFailed')} error={coupons.error} onRetry={() => void coupons.refetch()} />;
  } else if (coupons.data && total === 0 && !wanted) {
    body = <EmptyState icon={IconTicket} title={t('empty.title')} text={t('empty.text')} action={add} />;
  } else {
    body = (
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <TextInput
            aria-label={t('searchLabel')}
            placeholder={t('search')}
            leftSection={<IconSearch size={16} />}
            value={search}
            maw={360}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            styles={{ input: { unicodeBidi: 'plaintext' } }}
          />
          {coupons.data && total === 0 ? (
            <Stack gap={4} align="center" ta="center" py="xl">
              <Text fw={600}>{t('noResults.title')}</Text>
              <Text fz="sm" c="dimmed">
                {t('noResults.text', { search: wanted })}
              </Text>
            </Stack>
          ) : (
            <CouponsTable
              result={coupons.data}
              loading={coupons.isFetching}
              onPage={setPage}
              onEdit={(coupon) => setEditing({ coupon })}
              onDelete={setDeleting}
            />
          )}
        </Stack>
      </Paper>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Group gap="sm" wrap="nowrap">
            <Title order={1} fz="h2">
              {t('title')}
            </Title>
            {total !== undefined && total > 0 && !wanted && (
              <Badge variant="light" color="gray" size="lg" tt="none">
                {t('count', { count: total })}
              </Badge>
            )}
          </Group>
          <Text c="dimmed" fz="sm" maw={620}>
            {t('subtitle')}
          </Text>
        </Stack>
        {(total ?? 0) > 0 || wanted ? add : null}
      </Group>
      {body}
      <CouponFormModal
        key={editing ? (editing.coupon?.couponId ?? 'new') : 'closed'}
        opened={editing !== null}
        coupon={editing?.coupon ?? null}
        currency={settings.data?.currency ?? editing?.coupon?.currency ?? null}
        onClose={() => setEditing(null)}
        onSubmit={(input) => (editing?.coupon ? updateCoupon(editing.coupon.couponId, input) : createCoupon(input))}
        onSaved={(message) => {
          notify('success', message);
          setEditing(null);
          void refresh();
        }}
      />
      <ConfirmDeleteDialog
        opened={deleting !== null}
        texts={{
          title: t('delete.title'),
          text: t('delete.text', { code: deleting?.couponCode ?? '' }),
          confirm: t('delete.confirm'),
          refused: t('delete.refused'),
        }}
        onDelete={async () => (await deleteCoupon(deleting!.couponId)).message}
        failureOf={failureMessage}
        onClose={() => setDeleting(null)}
        onDeleted={(message) => {
          notify('success', message);
          void refresh();
        }}
      />
    </Stack>
  );
}
