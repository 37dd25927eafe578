import { Stack, Text, Title } from '@mantine/core';

export function SectionTitle({ title, subtitle, as = 2 }: { title: string; subtitle?: string; as?: 1 | 2 }) {
  return (
    <Stack gap={6} ta="center" align="center">
      <Title order={as} fz={as === 1 ? 'h1' : 'h2'}>
        {title}
      </Title>
      {subtitle && (
        <Text c="dimmed" maw={640}>
          {subtitle}
        </Text>
      )}
    </Stack>
  );
}
