import { Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingStore, IconFileInvoice, IconPackage, IconPlugConnected, IconReceipt, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export const FEATURES = [
  { key: 'catalogue', Icon: IconPackage },
  { key: 'orders', Icon: IconReceipt },
  { key: 'customers', Icon: IconUsers },
  { key: 'integrations', Icon: IconPlugConnected },
  { key: 'identity', Icon: IconBuildingStore },
  { key: 'invoices', Icon: IconFileInvoice },
] as const;

export function FeatureGrid() {
  const { t } = useTranslation('public');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      {FEATURES.map(({ key, Icon }) => (
        <Paper key={key} withBorder radius="lg" p="lg">
          <Stack gap="sm">
            <ThemeIcon size={44} radius="lg" variant="light" color="amber">
              <Icon size={22} />
            </ThemeIcon>
            <Text fw={700}>{t(`features.items.${key}.title`)}</Text>
            <Text c="dimmed" fz="sm">
              {t(`features.items.${key}.text`)}
            </Text>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
