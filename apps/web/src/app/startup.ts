import { APP_TIMINGS } from '@souqna/contracts';
import { PRELOAD_RELOAD_FLAG, clearBrowserCaches } from '../lib/app-reset.ts';

/** A chunk that fails to load (a new deploy replaced it) reloads the page once, never in a loop. */
export function reloadOnceOnPreloadError(win: Window = window): void {
  win.addEventListener('vite:preloadError', (event) => {
    if (win.sessionStorage.getItem(PRELOAD_RELOAD_FLAG)) return;
    win.sessionStorage.setItem(PRELOAD_RELOAD_FLAG, String(Date.now()));
    event.preventDefault();
    win.location.reload();
  });
  // After a calm while the flag is cleared, so a later deploy may reload once again.
  setTimeout(() => win.sessionStorage.removeItem(PRELOAD_RELOAD_FLAG), 10_000);
}

/** Spec §1 start-up: remove background workers, clear browser caches, remove the preloader after 200 ms. */
export function startUp(): void {
  void clearBrowserCaches();
  setTimeout(() => {
    const preloader = document.getElementById('preloader');
    if (!preloader) return;
    preloader.classList.add('done');
    setTimeout(() => preloader.remove(), 250);
  }, APP_TIMINGS.preloaderRemoveMs);
}
