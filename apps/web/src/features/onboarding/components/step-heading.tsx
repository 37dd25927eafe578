import { Stack, Text, Title } from '@mantine/core';

/** The heading of an onboarding step: what it asks, and one line on why. */
export function StepHeading({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <Stack gap={4}>
      <Title order={2} fz="h3">
        {title}
      </Title>
      <Text c="dimmed" fz="sm">
        {subtitle}
      </Text>
    </Stack>
  );
}
