import { Badge, Button, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PrefetchLink } from '../../../app/components/prefetch-link.tsx';

/** The three plans of the spec with their limits; the middle one is the usual choice. */
export const PLANS = [
  { key: 'free', points: ['products', 'orders', 'support'] },
  { key: 'standard', points: ['products', 'orders'] },
  { key: 'premium', points: ['products', 'orders', 'support', 'logo'] },
] as const;

export function PlanCards() {
  const { t } = useTranslation('public');
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      {PLANS.map((plan) => (
        <Paper
          key={plan.key}
          withBorder
          radius="lg"
          p="xl"
          style={plan.key === 'standard' ? { borderColor: 'var(--mantine-color-amber-filled)', borderWidth: 2 } : undefined}
        >
          <Stack gap="md" h="100%">
            <Stack gap={4}>
              {plan.key === 'standard' && (
                <Badge variant="filled" w="fit-content">
                  {t('plans.popular')}
                </Badge>
              )}
              <Title order={3}>{t(`plans.${plan.key}.name`)}</Title>
              <Text c="dimmed" fz="sm">
                {t(`plans.${plan.key}.tagline`)}
              </Text>
            </Stack>
            <List
              spacing="xs"
              style={{ flex: 1 }}
              icon={
                <ThemeIcon size={20} radius="xl" variant="light" color="teal">
                  <IconCheck size={13} />
                </ThemeIcon>
              }
            >
              {plan.points.map((point) => (
                <List.Item key={point}>{t(`plans.${plan.key}.${point}`)}</List.Item>
              ))}
            </List>
            <Button
              component={PrefetchLink}
              to="/auth/register"
              variant={plan.key === 'standard' ? 'filled' : 'default'}
              fullWidth
            >
              {t('plans.cta')}
            </Button>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
