import { useState } from 'react';
import { Button, ColorSwatch, Drawer, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPalette } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { hasChanges, recordChange, storeThemeOf, type StoreConfig, type ThemeColor, type ThemeId } from '@souqna/contracts';
import { useAppStore } from '@/lib/app-store.ts';
import { failureMessage } from '@/lib/failure.ts';
import { notify } from '@/lib/notify.ts';
import { useMe } from '@/lib/me.ts';
import { ThemeColorsError, useChooseTheme, useStoreConfig, useThemeColors } from '@/features/store-settings/api.ts';
import { ColourSwatches } from './colour-swatches.tsx';
import { ThemePreview } from './theme-preview.tsx';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';

/** The drawer of spec §2: pick one colour (required), see it, save it (only when it differs). */
function ColoursDrawer({
  opened,
  onClose,
  config,
  colours,
  storeName,
}: {
  opened: boolean;
  onClose: () => void;
  config: StoreConfig;
  colours: ThemeColor[];
  storeName: string;
}) {
  const { t } = useTranslation('storeSettings');
  const rtl = useAppStore((s) => s.language === 'ar');
  const current = config.info.theme.themeId;
  const [chosen, setChosen] = useState<ThemeId | null>(colours.some((c) => c.themeId === current) ? current : null);
  const [error, setError] = useState<string | undefined>();
  const choose = useChooseTheme();
  const preview = colours.find((c) => c.themeId === chosen) ?? null;

  const save = async () => {
    if (!chosen) return setError(t('colors.required'));
    // Spec §4: a theme change is recorded only when the theme id differs.
    const changes = recordChange({}, 'info.theme', storeThemeOf(chosen), config);
    if (!hasChanges(changes)) {
      notify('info', t('colors.unchanged'));
      return onClose();
    }
    try {
      const { message } = await choose.mutateAsync(chosen);
      notify('success', message);
      onClose();
    } catch (e) {
      notify('error', failureMessage(e));
    }
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position={rtl ? 'left' : 'right'}
      size="md"
      title={<Text fw={700}>{t('colors.drawerTitle')}</Text>}
    >
      <Stack gap="lg">
        <ColourSwatches
          colours={colours}
          current={current}
          value={chosen}
          onChange={(id) => {
            setChosen(id);
            setError(undefined);
          }}
          error={error}
        />
        {preview && <ThemePreview colour={preview.colerCode} storeName={storeName} compact />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('colors.cancel')}
          </Button>
          <Button onClick={() => void save()} loading={choose.isPending}>
            {t('colors.save')}
          </Button>
        </Group>
      </Stack>
    </Drawer>
  );
}

/** /store-color: the theme manager, with the store colours drawer. */
export default function StoreColorsPage() {
  const { t, i18n } = useTranslation('storeSettings');
  const config = useStoreConfig();
  const colours = useThemeColors();
  const me = useMe();
  const [opened, setOpened] = useState(false);
  const storeName = me.data?.store.name ?? t('colors.preview.storeName');

  if (config.isPending || colours.isPending) return <Skeleton h={360} radius="lg" />;
  const failure = config.error ?? colours.error;
  if (failure || !config.data || !colours.data) {
    const text =
      failure instanceof ThemeColorsError
        ? t(failure.reason === 'invalid' ? 'colors.invalidList' : 'colors.fetchFailed')
        : failureMessage(failure);
    return (
      <LoadFailure
        title={t('colors.title')}
        maw={720}
        message={text}
        onRetry={() => void Promise.all([config.refetch(), colours.refetch()])}
      />
    );
  }
  const theme = config.data.info.theme;
  const saved = colours.data.find((c) => c.themeId === theme.themeId);
  const name = saved ? (i18n.resolvedLanguage === 'en' ? saved.colerNameEn : saved.colerName) : theme.colerName;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {t('colors.title')}
        </Title>
        <Text c="dimmed">{t('colors.subtitle')}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder radius="lg" p="xl">
          <Stack gap="lg">
            <Text fw={700} fz="lg">
              {t('colors.currentTitle')}
            </Text>
            <Group gap="md" wrap="nowrap">
              <ColorSwatch color={theme.colerCode} size={56} radius="md" withShadow={false} />
              <Stack gap={2}>
                <Text fw={700}>{name}</Text>
                <Text fz="sm" c="dimmed">
                  <bdi dir="ltr">{theme.colerCode}</bdi>
                </Text>
              </Stack>
            </Group>
            <Text fz="sm" c="dimmed">
              {t('colors.explain')}
            </Text>
            <Button leftSection={<IconPalette size={18} />} onClick={() => setOpened(true)} w="fit-content">
              {t('colors.change')}
            </Button>
          </Stack>
        </Paper>
        <ThemePreview colour={theme.colerCode} storeName={storeName} />
      </SimpleGrid>
      {opened && (
        <ColoursDrawer
          opened={opened}
          onClose={() => setOpened(false)}
          config={config.data}
          colours={colours.data}
          storeName={storeName}
        />
      )}
    </Stack>
  );
}
