import { Badge, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/lib/app-store.ts';
import { PrefetchLink } from '@/app/components/prefetch-link.tsx';
import { FeatureGrid } from '@/features/public/components/feature-grid.tsx';
import { PlanCards } from '@/app/components/plan-cards.tsx';
import { SectionTitle } from '@/features/public/components/section-title.tsx';
import * as pages from '@/lib/pages.ts';

/** The public start page: what Souqna is, what it does, its plans, and the way in. */
export default function StartPage() {
  const { t } = useTranslation('public');
  const rtl = useAppStore((s) => s.language === 'ar');
  const Arrow = rtl ? IconArrowLeft : IconArrowRight;
  return (
    <Stack gap={72} pb={72}>
      <Box
        py={{ base: 56, md: 88 }}
        style={{ background: 'linear-gradient(180deg, var(--mantine-color-body) 0%, var(--app-page) 100%)' }}
      >
        <Container size="md">
          <Stack align="center" ta="center" gap="lg">
            <Badge variant="light" size="lg">
              {t('start.badge')}
            </Badge>
            <Title order={1} fz={{ base: 32, md: 46 }} lh={1.25}>
              {t('start.heroTitle')}
            </Title>
            <Text fz="lg" c="dimmed" maw={620}>
              {t('start.heroText')}
            </Text>
            <Group justify="center" gap="sm">
              <Button component={PrefetchLink} to={pages.register} size="lg" rightSection={<Arrow size={18} />}>
                {t('start.ctaRegister')}
              </Button>
              <Button component={PrefetchLink} to={pages.login} size="lg" variant="default">
                {t('start.ctaLogin')}
              </Button>
            </Group>
            <Text fz="sm" c="dimmed">
              {t('start.freeNote')}
            </Text>
          </Stack>
        </Container>
      </Box>
      <Container size="lg">
        <Stack gap="xl">
          <SectionTitle title={t('features.title')} subtitle={t('features.subtitle')} />
          <FeatureGrid />
        </Stack>
      </Container>
      <Container size="lg">
        <Stack gap="xl">
          <SectionTitle title={t('pricing.title')} subtitle={t('pricing.subtitle')} />
          <PlanCards />
        </Stack>
      </Container>
    </Stack>
  );
}
