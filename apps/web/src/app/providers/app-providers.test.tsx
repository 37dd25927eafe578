import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Modal } from '@mantine/core';
import { appStore } from '@/lib/app-store.ts';
import { i18n, initI18n } from '@/i18n/i18n.ts';
import { AppProviders } from './app-providers.tsx';

describe('the app’s providers', () => {
  it.each([
    ['ar', 'إغلاق النافذة'],
    ['en', 'Close dialog'],
  ] as const)('name every dialog’s close button (%s: %s)', async (lang, name) => {
    await initI18n(lang);
    appStore.setState({ language: lang });
    await i18n.changeLanguage(lang);
    render(
      <AppProviders>
        <Modal opened onClose={() => undefined} title="Moyasar">
          <p>…</p>
        </Modal>
      </AppProviders>,
    );
    expect(await screen.findByRole('button', { name })).toBeTruthy();
  });
});
