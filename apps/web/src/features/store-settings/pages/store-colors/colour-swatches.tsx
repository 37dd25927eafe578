import { Badge, ColorSwatch, Group, Radio, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ThemeColor, ThemeId } from '@souqna/contracts';
import { textOn } from './contrast.ts';

interface Props {
  colours: ThemeColor[];
  current: ThemeId;
  value: ThemeId | null;
  onChange: (id: ThemeId) => void;
  error?: string;
}

/** The store colours as a required choice: each with its name in the page's language and its code. */
export function ColourSwatches({ colours, current, value, onChange, error }: Props) {
  const { t, i18n } = useTranslation('storeSettings');
  const nameOf = (c: ThemeColor) => (i18n.resolvedLanguage === 'en' ? c.colerNameEn : c.colerName);
  return (
    <Radio.Group value={value} onChange={(v) => onChange(v as ThemeId)} label={t('colors.choose')} withAsterisk error={error}>
      <SimpleGrid cols={2} spacing="sm" mt="sm">
        {colours.map((c) => {
          const selected = value === c.themeId;
          return (
            <UnstyledButton
              key={c.themeId}
              component="label"
              p="sm"
              style={{
                borderRadius: 'var(--mantine-radius-md)',
                border: `2px solid ${selected ? c.colerCode : 'var(--mantine-color-default-border)'}`,
                background: selected ? `color-mix(in srgb, ${c.colerCode} 10%, transparent)` : undefined,
              }}
            >
              <Group gap="sm" wrap="nowrap">
                <Radio
                  value={c.themeId}
                  aria-label={nameOf(c)}
                  style={{ position: 'absolute', opacity: 0, pointerEvents: 'none' }}
                />
                <ColorSwatch color={c.colerCode} size={32} withShadow={false}>
                  {selected && <IconCheck size={18} color={textOn(c.colerCode)} />}
                </ColorSwatch>
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fz="sm" fw={600} lh={1.3}>
                    {nameOf(c)}
                  </Text>
                  <Group gap={6} wrap="nowrap">
                    <Text fz="xs" c="dimmed">
                      <bdi dir="ltr">{c.colerCode}</bdi>
                    </Text>
                    {c.themeId === current && (
                      <Badge size="xs" variant="light" color="gray">
                        {t('colors.current')}
                      </Badge>
                    )}
                  </Group>
                </Stack>
              </Group>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
