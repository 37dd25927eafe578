import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ComingSoonPanel } from '@/app/components/coming-soon-panel.tsx';

/** The stray route "aaa" of the spec: a VAT chart, built with the money pages. */
export default function VatChartPage() {
  const { t } = useTranslation('public');
  return (
    <Container size="sm" py={56}>
      <ComingSoonPanel title={t('vatChart.title')} />
    </Container>
  );
}
