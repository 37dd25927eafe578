import type { ReactNode } from 'react';
import { Badge, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';

interface ListBesideFormProps {
  title: string;
  subtitle: string;
  /** The "N brands" badge beside the title; none when null. */
  count: string | null;
  list: ReactNode;
  /** Columns of 12 the list takes on wide screens; the form takes the rest. */
  listSpan: number;
  formTitle: string;
  form: ReactNode;
  /** What sits under the two columns (the delete dialog). */
  children?: ReactNode;
}

/**
 * A catalogue screen of a short list beside its add/edit form (brands, units): the title with the
 * count, the list, and the form in a panel that stays in view while the list scrolls.
 */
export function ListBesideForm({ title, subtitle, count, list, listSpan, formTitle, form, children }: ListBesideFormProps) {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group gap="sm" wrap="nowrap">
          <Title order={1} fz="h2">
            {title}
          </Title>
          {count !== null && (
            <Badge variant="light" color="gray" size="lg" tt="none">
              {count}
            </Badge>
          )}
        </Group>
        <Text c="dimmed" fz="sm" maw={620}>
          {subtitle}
        </Text>
      </Stack>
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: listSpan }}>{list}</Grid.Col>
        <Grid.Col span={{ base: 12, md: 12 - listSpan }} style={{ position: 'sticky', top: 80 }}>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="md">
              <Title order={2} fz="h4">
                {formTitle}
              </Title>
              {form}
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
      {children}
    </Stack>
  );
}
