import { Box, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { textOn } from './contrast.ts';

interface Props {
  colour: string;
  storeName: string;
  compact?: boolean;
}

/** A small storefront drawn in `colour`: header, hero with its button, two product cards. */
export function ThemePreview({ colour, storeName, compact = false }: Props) {
  const { t } = useTranslation('storeSettings');
  const onColour = textOn(colour);
  const button = { background: colour, color: onColour, borderRadius: 8, padding: '6px 14px', fontWeight: 600, fontSize: 13 };
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }} role="img" aria-label={t('colors.previewLabel')}>
      <Group justify="space-between" px="md" py={10} style={{ background: colour, color: onColour }} wrap="nowrap">
        <Text fw={700} fz="sm" c="inherit" truncate>
          <bdi>{storeName}</bdi>
        </Text>
        <IconShoppingBag size={18} />
      </Group>
      <Stack gap="md" p="md" bg="var(--mantine-color-body)">
        <Box p="md" style={{ borderRadius: 12, background: `color-mix(in srgb, ${colour} 14%, transparent)` }}>
          <Stack gap={8} align="flex-start">
            <Text fw={700} fz={compact ? 'sm' : 'lg'}>
              {t('colors.preview.heroTitle')}
            </Text>
            {!compact && (
              <Text fz="sm" c="dimmed">
                {t('colors.preview.heroText')}
              </Text>
            )}
            <span style={button}>{t('colors.preview.shopNow')}</span>
          </Stack>
        </Box>
        <SimpleGrid cols={2} spacing="sm">
          {[1, 2].map((n) => (
            <Paper key={n} withBorder radius="md" p="sm">
              <Box
                h={compact ? 40 : 72}
                mb={8}
                style={{ borderRadius: 8, background: `color-mix(in srgb, ${colour} 22%, transparent)` }}
              />
              <Text fz="xs" fw={600}>
                {t('colors.preview.product', { n })}
              </Text>
              <Text fz="xs" fw={700} style={{ color: 'var(--mantine-color-text)' }}>
                {t('colors.preview.price')}
              </Text>
              <Box mt={6} ta="center" fz={11} fw={600} py={4} style={{ border: `1.5px solid ${colour}`, borderRadius: 6 }}>
                {t('colors.preview.addToCart')}
              </Box>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
