import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Language } from '@souqna/contracts';
import { appStore } from '../lib/app-store.ts';
import { i18n, initI18n, loadNamespaces, type Namespace } from '../i18n/i18n.ts';
import { cssVariablesResolver, theme } from '../app/theme/theme.ts';

/** Renders one screen as the app would: its texts loaded, Mantine's theme, a router at `path` (opened at `at`, e.g. with a query). */
export async function renderScreen(
  element: ReactElement,
  {
    path = '/',
    at,
    lang = 'ar' as Language,
    namespaces = [] as Namespace[],
  }: { path?: string; at?: string; lang?: Language; namespaces?: Namespace[] } = {},
) {
  await initI18n(lang);
  appStore.setState({ language: lang });
  await i18n.changeLanguage(lang);
  await loadNamespaces(...namespaces);
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [at ?? path] },
  );
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nextProvider>,
  );
}
