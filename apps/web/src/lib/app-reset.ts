export const PRELOAD_RELOAD_FLAG = 'souqna-preload-reload';

const resetters = new Set<() => void>();

/** State holders that load later (the query cache) register here to be cleared by an app reset. */
export function onAppReset(reset: () => void): () => void {
  resetters.add(reset);
  return () => resetters.delete(reset);
}

/** Clears everything but the session and the preferences (spec §4: app reset). */
export function resetApp(): void {
  for (const reset of resetters) reset();
  try {
    const flag = sessionStorage.getItem(PRELOAD_RELOAD_FLAG);
    sessionStorage.clear();
    if (flag) sessionStorage.setItem(PRELOAD_RELOAD_FLAG, flag);
  } catch {
    // No session storage: nothing to clear.
  }
}

/** Removes background workers and the browser's Cache Storage (spec §1, at start-up). */
export async function clearBrowserCaches(): Promise<void> {
  try {
    const registrations = (await navigator.serviceWorker?.getRegistrations()) ?? [];
    await Promise.all(registrations.map((r) => r.unregister()));
  } catch {
    // Service workers unavailable (insecure origin, private mode).
  }
  try {
    if (typeof caches !== 'undefined') {
      const names = await caches.keys();
      await Promise.all(names.map((name) => caches.delete(name)));
    }
  } catch {
    // Cache Storage unavailable.
  }
}
