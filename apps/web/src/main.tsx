import '@mantine/core/styles.css';
import './styles/fonts.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { reloadOnceOnPreloadError, startUp } from './app/startup.ts';
import { followStoreLanguage, initI18n } from './i18n/i18n.ts';
import { appStore, restoreSession, SESSION_STORAGE_KEY } from './lib/app-store.ts';

reloadOnceOnPreloadError();

async function main() {
  await Promise.all([restoreSession(), initI18n(appStore.getState().language)]);
  followStoreLanguage(appStore);
  // Another tab logged in or out: follow it.
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY) void restoreSession();
  });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  startUp();
}

void main();
