import { Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FeatureGrid } from '@/features/public/components/feature-grid.tsx';
import { SectionTitle } from '@/features/public/components/section-title.tsx';

export default function FeaturesPage() {
  const { t } = useTranslation('public');
  return (
    <Container size="lg" py={56}>
      <Stack gap="xl">
        <SectionTitle as={1} title={t('features.title')} subtitle={t('features.subtitle')} />
        <FeatureGrid />
      </Stack>
    </Container>
  );
}
