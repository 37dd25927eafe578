import { useState, type ReactNode } from 'react';
import { Button, Code, Collapse, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconHome, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface Props {
  status?: number | string;
  title: string;
  text: string;
  details?: string;
  onRetry?: () => void;
  homeHref?: string;
  actions?: ReactNode;
}

/** One look for every failure: what happened, retry, back home, and the technical details folded away. */
export function ErrorScreen({ status, title, text, details, onRetry, homeHref = '/', actions }: Props) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  return (
    <Paper withBorder p="xl" radius="lg" maw={560} mx="auto" my="xl" role="alert">
      <Stack gap="md" align="center" ta="center">
        {status !== undefined && (
          <Text fz={56} fw={700} c="amber" lh={1} dir="ltr">
            {status}
          </Text>
        )}
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        <Group justify="center" gap="sm">
          {onRetry && (
            <Button leftSection={<IconRefresh size={16} />} onClick={onRetry}>
              {t('actions.retry')}
            </Button>
          )}
          <Button component="a" href={homeHref} variant="default" leftSection={<IconHome size={16} />}>
            {t('actions.backHome')}
          </Button>
          {actions}
        </Group>
        {details && (
          <Stack gap={6} w="100%" align="stretch">
            <UnstyledButton onClick={() => setOpen((o) => !o)} aria-expanded={open} c="dimmed" fz="sm">
              <Group gap={4} justify="center">
                {t('errors.details')}
                <IconChevronDown size={14} style={{ transform: open ? 'rotate(180deg)' : undefined }} />
              </Group>
            </UnstyledButton>
            <Collapse expanded={open}>
              <Code block dir="ltr" ta="start" style={{ maxHeight: 240, overflow: 'auto', whiteSpace: 'pre-wrap' }}>
                {details}
              </Code>
            </Collapse>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
