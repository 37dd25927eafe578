import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '@souqna/contracts';
import type { ListResult } from '@/lib/api.ts';
import { useAppStore } from '@/lib/app-store.ts';
import { Money } from '@/app/components/money.tsx';
import { ListPager } from '@/app/components/list-pager.tsx';
import { useStoreTime } from '@/lib/use-store-time.ts';
import { RowActions } from '@/app/components/row-actions.tsx';
import { ListLoading, Refreshing, TableHeader } from '@/app/components/list-states.tsx';

/** What a coupon takes off: `15%`, an amount of the store's currency, or free shipping. */
function Discount({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation('coupons');
  const lang = useAppStore((s) => s.language);
  if (coupon.discountType === 'other') return <>{t('freeShipping')}</>;
  if (coupon.discountType === 'fixed') return <Money amount={coupon.discountAmount} currency={coupon.currency} />;
  return (
    <bdi>
      {new Intl.NumberFormat(`${lang}-u-nu-latn`, { style: 'percent', maximumFractionDigits: 2 }).format(
        coupon.discountAmount / 100,
      )}
    </bdi>
  );
}

/** A page of coupons: code, type, discount, minimum, expiry, product, times used, edit and delete. */
export function CouponsTable({
  result,
  loading,
  onPage,
  onEdit,
  onDelete,
}: {
  result: ListResult<Coupon> | undefined;
  loading: boolean;
  onPage: (page: number) => void;
  onEdit: (coupon: Coupon) => void;
  onDelete: (coupon: Coupon) => void;
}) {
  const { t } = useTranslation('coupons');
  const time = useStoreTime();
  if (!result) return <ListLoading />;
  return (
    <Refreshing when={loading}>
      <Stack gap="md">
        <Table.ScrollContainer minWidth={860}>
          <Table verticalSpacing="sm" highlightOnHover>
            <TableHeader
              columns={[
                t('columns.code'),
                t('columns.type'),
                t('columns.amount'),
                t('columns.minAmount'),
                t('columns.expiry'),
                t('columns.product'),
                t('columns.timesUsed'),
              ]}
              actionsWidth={84}
            />
            <Table.Tbody>
              {result.items.map((coupon) => (
                <Table.Tr key={coupon.couponId} data-testid="coupon-row">
                  <Table.Td>
                    <Text fw={700} fz="sm" ff="monospace">
                      <bdi>{coupon.couponCode}</bdi>
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text fz="sm">{t(`types.${coupon.discountType}`)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text fz="sm" fw={600}>
                      <Discount coupon={coupon} />
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text fz="sm">
                      {coupon.minAmount > 0 ? <Money amount={coupon.minAmount} currency={coupon.currency} /> : t('noMinimum')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
                        {time.day(coupon.expiryDate)}
                      </Text>
                      {coupon.isExpired && (
                        <Badge color="red" variant="light" size="sm">
                          {t('expired')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td maw={220}>
                    <Text fz="sm" truncate>
                      {coupon.productName}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text fz="sm">{t('timesUsed', { count: coupon.timesUsed })}</Text>
                  </Table.Td>
                  <Table.Td>
                    <RowActions
                      editLabel={t('editOf', { code: coupon.couponCode })}
                      deleteLabel={t('deleteOf', { code: coupon.couponCode })}
                      onEdit={() => onEdit(coupon)}
                      onDelete={() => onDelete(coupon)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <ListPager pagination={result.pagination} onPage={onPage} />
      </Stack>
    </Refreshing>
  );
}
