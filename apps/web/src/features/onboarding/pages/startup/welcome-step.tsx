import { Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconArrowRight,
  IconBuildingStore,
  IconBuildingWarehouse,
  IconCategory,
  IconHeadset,
  IconShieldCheck,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ONBOARDING_STEPS, type StepKey } from '@/features/onboarding/stages.ts';

const ICONS: Record<StepKey, Icon> = {
  storeData: IconBuildingStore,
  categories: IconCategory,
  domain: IconWorld,
  serviceChannels: IconHeadset,
  warehouse: IconBuildingWarehouse,
  identity: IconShieldCheck,
};

/** The first screen of the wizard: a greeting, what lies ahead, and one button to begin. */
export function WelcomeStep({ name, onStart }: { name: string; onStart: () => void }) {
  const { t, i18n } = useTranslation('onboarding');
  const Forward = i18n.dir() === 'rtl' ? IconArrowLeft : IconArrowRight;
  return (
    <Stack gap="xl">
      <Stack gap={6} ta="center" align="center">
        <Title order={1} fz="h2">
          {t('welcome.title', { name })}
        </Title>
        <Text c="dimmed" maw={540}>
          {t('welcome.intro')}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
        {ONBOARDING_STEPS.map((step, i) => {
          const StepIcon = ICONS[step.key];
          return (
            <Paper key={step.key} withBorder radius="md" p="md">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" radius="md" size={36}>
                  <StepIcon size={20} />
                </ThemeIcon>
                <Stack gap={2}>
                  <Text fz="xs" c="dimmed" fw={600}>
                    {t('welcome.stepNumber', { n: i + 1 })}
                  </Text>
                  <Text fw={700} fz="sm">
                    {t(`welcome.names.${step.key}`)}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {t(`welcome.about.${step.key}`)}
                  </Text>
                </Stack>
              </Group>
            </Paper>
          );
        })}
      </SimpleGrid>
      <Stack gap={6} align="center">
        <Button size="md" rightSection={<Forward size={18} />} onClick={onStart}>
          {t('welcome.start')}
        </Button>
        <Text fz="xs" c="dimmed">
          {t('welcome.duration')}
        </Text>
      </Stack>
    </Stack>
  );
}
