import { useEffect, useMemo, type ReactNode } from 'react';
import {
  DirectionProvider,
  MantineProvider,
  mergeThemeOverrides,
  PasswordInput,
  type PaginationProps,
  useDirection,
  type MantineColorSchemeManager,
} from '@mantine/core';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '@souqna/contracts';
import { appStore, useAppStore } from '@/lib/app-store.ts';
import { i18n } from '@/i18n/i18n.ts';
import { directionOf, fromTag } from '@/i18n/language.ts';
import { cssVariablesResolver, theme } from '../theme/theme.ts';
import { NotificationsHost } from './notifications-host.tsx';

/** The store owns the theme (stored under app-theme-name); Mantine only reads it. */
const storeColorScheme: MantineColorSchemeManager = {
  get: () => appStore.getState().theme,
  set: () => undefined,
  subscribe: () => undefined,
  unsubscribe: () => undefined,
  clear: () => undefined,
};

/** Mantine's direction flips once the new language's texts are in (i18n owns `<html dir lang>`). */
function DirectionFollowsLanguage() {
  const { i18n: instance } = useTranslation();
  const language = fromTag(instance.resolvedLanguage) ?? DEFAULT_LANGUAGE;
  const { setDirection } = useDirection();
  useEffect(() => setDirection(directionOf(language)), [language, setDirection]);
  return null;
}

/** The theme plus the labels Mantine writes itself (they would stay English otherwise). */
function LocalisedMantine({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const themeName = useAppStore((s) => s.theme);
  const toggleLabel = t('password.toggleVisibility');
  const closeLabel = t('dialog.close');
  const localised = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          PasswordInput: PasswordInput.extend({
            defaultProps: { visibilityToggleButtonProps: { 'aria-label': toggleLabel, title: toggleLabel } },
          }),
          // Every dialog's and drawer's close button is named (Mantine gives its × no words).
          Modal: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
          Drawer: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
          // Every pager's arrows are named (a list may still word its own). A plain object: the
          // component's `extend` would bring the pager's code into the login page's JavaScript.
          Pagination: {
            defaultProps: {
              getControlProps: (control) => ({ 'aria-label': t(`pagination.${control}`) }),
            } satisfies Partial<PaginationProps>,
          },
        },
      }),
    [toggleLabel, closeLabel, t],
  );
  return (
    <MantineProvider
      theme={localised}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={storeColorScheme}
      forceColorScheme={themeName}
    >
      {children}
    </MantineProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  const language = useAppStore((s) => s.language);
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider initialDirection={directionOf(language)} detectDirection={false}>
        <DirectionFollowsLanguage />
        <LocalisedMantine>
          <NotificationsHost />
          {children}
        </LocalisedMantine>
      </DirectionProvider>
    </I18nextProvider>
  );
}
