import { Anchor, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Brand } from '@souqna/contracts';
import type { ListResult } from '@/lib/api.ts';
import { ListPager } from '@/app/components/list-pager.tsx';
import { RowActions } from '@/app/components/row-actions.tsx';
import { ListLoading, Refreshing, TableHeader } from '@/app/components/list-states.tsx';

/** A website as the list shows it: its host, without the scheme and `www.`. */
const hostOf = (url: string) => {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
};

/** A page of brands: name (and description), origin country, website, edit and delete. */
export function BrandsList({
  result,
  loading,
  editingId,
  onPage,
  onEdit,
  onDelete,
}: {
  result: ListResult<Brand> | undefined;
  loading: boolean;
  editingId: string | null;
  onPage: (page: number) => void;
  onEdit: (brand: Brand) => void;
  onDelete: (brand: Brand) => void;
}) {
  const { t } = useTranslation('catalogue');
  if (!result) return <ListLoading />;
  const { items, pagination } = result;
  return (
    <Refreshing when={loading}>
      <Stack gap="md">
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="sm" highlightOnHover layout="fixed">
            <TableHeader
              columns={[
                t('brand.columns.name'),
                { label: t('brand.columns.originCountry'), w: '22%' },
                { label: t('brand.columns.website'), w: '28%' },
              ]}
              actionsWidth={84}
            />
            <Table.Tbody>
              {items.map((brand) => (
                <Table.Tr key={brand.brandId} bg={brand.brandId === editingId ? 'var(--mantine-color-amber-light)' : undefined}>
                  <Table.Td>
                    <Text fw={600} fz="sm" truncate>
                      {brand.name}
                    </Text>
                    {brand.description && (
                      <Text fz="xs" c="dimmed" truncate>
                        {brand.description}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text fz="sm" truncate>
                      {brand.originCountry}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {brand.website ? (
                      <Anchor
                        href={brand.website}
                        target="_blank"
                        rel="noopener noreferrer"
                        fz="sm"
                        dir="ltr"
                        display="block"
                        truncate
                      >
                        {hostOf(brand.website)}
                      </Anchor>
                    ) : (
                      <Text fz="sm" c="dimmed">
                        {t('brand.noWebsite')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <RowActions
                      editLabel={t('brand.editOf', { name: brand.name })}
                      deleteLabel={t('brand.deleteOf', { name: brand.name })}
                      onEdit={() => onEdit(brand)}
                      onDelete={() => onDelete(brand)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <ListPager pagination={pagination} onPage={onPage} />
      </Stack>
    </Refreshing>
  );
}
