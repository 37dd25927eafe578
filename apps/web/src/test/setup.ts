import { afterEach } from 'vitest';
import { addMessages, domainMessages } from '@souqna/contracts';
import { mediaQueryList } from './media-query.ts';

// The app adds the domains' sentences with the store screens; every test renders as if they were loaded.
addMessages(domainMessages);

// jsdom lacks what Mantine reads at render time.
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) => mediaQueryList(query);
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= () => undefined;
  // Autosizing text areas listen for web fonts.
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });
}

// A screen's first answer comes from a real HTTP server (test/api-server.ts) and its lazy chunks
// load on first render: on a busy 2-core machine that took over the library's 1 s default (a
// products-page and an edits-table test failed so under load). Every find and waitFor waits 5 s.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}

afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  localStorage.clear();
});
