import { Badge, Divider, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdvancedInfo } from '@souqna/contracts';
import { DetailList } from '@/app/components/detail-list.tsx';

/** The advanced info as it is saved: page texts, link, codes, tags, weight, order rules, custom fields. */
export function AdvancedTab({ info: a }: { info: AdvancedInfo }) {
  const { t } = useTranslation('product');
  const yesNo = (on: boolean) => (on ? t('details.yes') : t('details.no'));
  const ltr = (v: string | null) => v && <bdi dir="ltr">{v}</bdi>;
  return (
    <Stack gap="lg">
      <DetailList
        cols={2}
        items={[
          { label: t('advanced.pageTitleAr'), value: a.pageTitleAr },
          { label: t('advanced.pageTitleEn'), value: ltr(a.pageTitleEn) },
          { label: t('advanced.pageDescriptionAr'), value: a.pageDescriptionAr },
          { label: t('advanced.pageDescriptionEn'), value: ltr(a.pageDescriptionEn) },
        ]}
      />
      <Divider />
      <DetailList
        items={[
          { label: t('advanced.customUrl'), value: a.customUrl && <bdi>{a.customUrl}</bdi> },
          { label: t('advanced.hsCode'), value: ltr(a.hsCode) },
          { label: t('advanced.gtin'), value: ltr(a.gtin) },
          { label: t('advanced.mpn'), value: ltr(a.mpn) },
          {
            label: t('advanced.weight'),
            value: a.weight === null ? null : <bdi>{`${a.weight} ${t(`advanced.units.${a.weightUnit}`)}`}</bdi>,
          },
          { label: t('advanced.maxQuantityPerCustomer'), value: a.maxQuantityPerCustomer ?? t('details.noLimit') },
          { label: t('advanced.allowFileUpload'), value: yesNo(a.allowFileUpload) },
          { label: t('advanced.allowNotes'), value: yesNo(a.allowNotes) },
          {
            label: t('advanced.tags'),
            value: a.tags.length ? (
              <Group gap={6}>
                {a.tags.map((tag) => (
                  <Badge key={tag} variant="light" color="gray" tt="none">
                    {tag}
                  </Badge>
                ))}
              </Group>
            ) : null,
          },
        ]}
      />
      <Divider />
      <Text fw={600}>{t('form.sections.customFields')}</Text>
      {a.customFields.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t('customFields.empty')}
        </Text>
      ) : (
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('customFields.name')}</Table.Th>
              <Table.Th>{t('customFields.type')}</Table.Th>
              <Table.Th>{t('customFields.defaultValue')}</Table.Th>
              <Table.Th>{t('customFields.required')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {a.customFields.map((f) => (
              <Table.Tr key={f.id}>
                <Table.Td>{f.name}</Table.Td>
                <Table.Td>{t(`customFields.types.${f.type}`)}</Table.Td>
                <Table.Td>{f.defaultValue ?? '—'}</Table.Td>
                <Table.Td>{yesNo(f.required)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
