import { ActionIcon, Button, Group } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/lib/app-store.ts';

export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const language = useAppStore((s) => s.language);
  const setLanguage = useAppStore((s) => s.setLanguage);
  const other = language === 'ar' ? 'en' : 'ar';
  return (
    <Button
      variant="subtle"
      color="gray"
      size="compact-sm"
      onClick={() => setLanguage(other)}
      lang={other}
      // The name is the language as written on the button (WCAG 2.5.3); the hint is its description.
      title={t('language.switchLabel')}
    >
      {t('language.other')}
    </Button>
  );
}

export function ThemeSwitch() {
  const { t } = useTranslation('common');
  const theme = useAppStore((s) => s.theme);
  const setTheme = useAppStore((s) => s.setTheme);
  const label = theme === 'dark' ? t('theme.toLight') : t('theme.toDark');
  return (
    <ActionIcon variant="subtle" color="gray" size="lg" onClick={() => setTheme()} aria-label={label} title={label}>
      {theme === 'dark' ? <IconSun size={18} /> : <IconMoon size={18} />}
    </ActionIcon>
  );
}

/** The language and theme switches, in the corner of the public and auth pages. */
export function PreferenceSwitches() {
  return (
    <Group gap={4} wrap="nowrap">
      <LanguageSwitch />
      <ThemeSwitch />
    </Group>
  );
}
