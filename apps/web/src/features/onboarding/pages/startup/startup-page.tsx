import { Badge, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Stage } from '@souqna/contracts';
import { useAppStore } from '../../../../lib/app-store.ts';

/** The onboarding stages of DECISIONS.md, in order, with the flag that marks each done. */
const STEPS: { key: string; flag: keyof Stage }[] = [
  { key: 'storeData', flag: 'isStoreData' },
  { key: 'categories', flag: 'isCategories' },
  { key: 'domain', flag: 'isDomain' },
  { key: 'serviceChannels', flag: 'isServiceChannel' },
  { key: 'identity', flag: 'isIdentityVerified' },
];

/** /startup: a real welcome and where the merchant stands; the wizard itself arrives with issue 3. */
export default function StartupPage() {
  const { t } = useTranslation('onboarding');
  const session = useAppStore((s) => s.auth?.session ?? null);
  const stage = session?.stage;
  return (
    <Stack gap="lg">
      <Stack gap={6} ta="center" align="center">
        <Title order={1} fz="h2">
          {t('welcome', { name: session?.user.name ?? '' })}
        </Title>
        <Text c="dimmed" maw={520}>
          {t('intro')}
        </Text>
      </Stack>
      <List spacing="sm" center>
        {STEPS.map((step) => {
          const done = Boolean(stage?.[step.flag]);
          return (
            <List.Item
              key={step.key}
              icon={
                <ThemeIcon color={done ? 'teal' : 'gray'} variant="light" radius="xl" size={28}>
                  {done ? <IconCircleCheck size={18} /> : <IconCircleDashed size={18} />}
                </ThemeIcon>
              }
            >
              <Text component="span" fw={500}>
                {t(`steps.${step.key}`)}
              </Text>{' '}
              <Badge size="sm" variant="light" color={done ? 'teal' : 'gray'}>
                {done ? t('done') : t('todo')}
              </Badge>
            </List.Item>
          );
        })}
      </List>
      <Stack gap={4} ta="center" align="center">
        <Badge variant="light">{t('common:soon')}</Badge>
        <Text fw={700}>{t('wizardSoon.title')}</Text>
        <Text c="dimmed" fz="sm" maw={520}>
          {t('common:comingSoon.text')}
        </Text>
      </Stack>
    </Stack>
  );
}
