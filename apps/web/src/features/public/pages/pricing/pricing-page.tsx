import { Container, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PlanCards } from '@/app/components/plan-cards.tsx';
import { SectionTitle } from '@/features/public/components/section-title.tsx';

export default function PricingPage() {
  const { t } = useTranslation('public');
  return (
    <Container size="lg" py={56}>
      <Stack gap="xl">
        <SectionTitle as={1} title={t('pricing.title')} subtitle={t('pricing.subtitle')} />
        <PlanCards />
        <Text ta="center" c="dimmed" fz="sm">
          {t('pricing.note')}
        </Text>
      </Stack>
    </Container>
  );
}
