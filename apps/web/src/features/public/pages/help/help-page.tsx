import { Accordion, Anchor, Container, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PrefetchLink } from '@/app/components/prefetch-link.tsx';
import { SectionTitle } from '@/features/public/components/section-title.tsx';
import * as pages from '@/lib/pages.ts';

const QUESTIONS = ['start', 'languages', 'plans', 'currency', 'payments', 'shipping', 'password', 'security'] as const;

/** The help centre: the questions merchants ask first. */
export default function HelpPage() {
  const { t } = useTranslation('public');
  return (
    <Container size="md" py={56}>
      <Stack gap="xl">
        <SectionTitle as={1} title={t('help.title')} subtitle={t('help.subtitle')} />
        <Paper withBorder radius="lg" p="xs">
          <Accordion variant="separated" radius="lg" defaultValue="start">
            {QUESTIONS.map((q) => (
              <Accordion.Item key={q} value={q}>
                <Accordion.Control>
                  <Text fw={500}>{t(`help.faq.${q}.q`)}</Text>
                </Accordion.Control>
                <Accordion.Panel>
                  <Text c="dimmed">{t(`help.faq.${q}.a`)}</Text>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Paper>
        <Text ta="center" fz="sm" c="dimmed">
          {t('help.more')}{' '}
          <Anchor component={PrefetchLink} to={pages.register}>
            {t('help.moreLink')}
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
