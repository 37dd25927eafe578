import { Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

/**
 * /payment/done and /payment/cancelled: where a customer lands after a store's payment link. It
 * says what happened and no more: the order is paid by the provider's signed event, not by this page.
 */
export default function PaymentResultPage() {
  const { t } = useTranslation('public');
  const done = useParams().result === 'done';
  const Icon = done ? IconCircleCheck : IconCircleX;
  const key = done ? 'done' : 'cancelled';
  return (
    <Container size="xs" py={72}>
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" color={done ? 'teal' : 'gray'}>
            <Icon size={36} aria-hidden />
          </ThemeIcon>
          <Title order={1} fz="h2">
            {t(`paymentResult.${key}.title`)}
          </Title>
          <Text c="dimmed">{t(`paymentResult.${key}.text`)}</Text>
        </Stack>
      </Paper>
    </Container>
  );
}
