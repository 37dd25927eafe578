import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:3000';
export const SCREENSHOTS = path.join(import.meta.dirname, 'screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });

const ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
}

/** A phone's screen (CSS pixels), for the journeys that also run on one. */
export const PHONE = { width: 390, height: 844 } as const;

/**
 * A fresh browser profile; `storage` seeds localStorage (language, theme) before the app loads.
 * `phone` gives it a 390 px touch screen; `axe` lets the accessibility check put axe-core in the
 * page, which the app's CSP (`script-src 'self'`) refuses otherwise.
 */
export async function newContext(
  browser: Browser,
  storage: Record<string, string> = {},
  locale = 'ar-SA',
  { phone = false, axe = false }: { phone?: boolean; axe?: boolean } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    locale,
    viewport: phone ? PHONE : { width: 1280, height: 800 },
    ...(phone ? { hasTouch: true, isMobile: true } : {}),
    bypassCSP: axe,
  });
  if (Object.keys(storage).length) {
    await context.addInitScript((entries) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
    }, storage);
  }
  return context;
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: false });
}

/** The newest message the product sent to `to`, read from the development outbox. */
export async function lastMailTo(to: string): Promise<{ subject: string; text: string } | undefined> {
  const res = await fetch(`${BASE_URL}/api/v2/dev/mailbox`);
  const body = (await res.json()) as { data: { to: string; subject: string; text: string }[] };
  return body.data.find((m) => m.to === to);
}

export const codeIn = (text = '') => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

export const DEMO = { email: 'demo@store.test', password: 'Demo@12345' };

export interface Look {
  lang: 'ar' | 'en';
  theme: 'light' | 'dark';
}
/** Arabic and English, light and dark: every look a screen is photographed in. */
export const LOOKS: readonly Look[] = [
  { lang: 'ar', theme: 'light' },
  { lang: 'ar', theme: 'dark' },
  { lang: 'en', theme: 'light' },
  { lang: 'en', theme: 'dark' },
];

/** The demo merchant's session, as the app keeps it in localStorage (`souqna-session`). */
export async function demoSession(): Promise<string> {
  const login = await fetch(`${BASE_URL}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  return JSON.stringify((await login.json()).data);
}

/** Calls the API as the signed-in `session` (its access token) and answers the envelope's `data`. */
export function apiAs(session: string) {
  const token = (JSON.parse(session) as { accessToken: string }).accessToken;
  return async <T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> => {
    const res = await fetch(`${BASE_URL}/api/v2${path}`, {
      method: init.method ?? 'GET',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return ((await res.json()) as { data: T }).data;
  };
}

/**
 * The platform operator's command (`npm run admin -- …`) against the product under test, found by
 * its data folder as an operator's shell finds it; what it printed.
 */
export function operator(...args: string[]): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the journeys with npm run test:e2e');
  const script = path.join(import.meta.dirname, '../../server/src/scripts/admin.ts');
  return execFileSync(process.execPath, [script, ...args], { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
}

/** Runs `visit` on a page signed in with `session`, once in each look, each in a fresh profile. */
export async function inEveryLook(browser: Browser, session: string, visit: (page: Page, look: Look) => Promise<void>) {
  for (const look of LOOKS) {
    const context = await newContext(
      browser,
      { 'app-language': look.lang, 'app-theme-name': look.theme, 'souqna-session': session },
      look.lang === 'ar' ? 'ar-SA' : 'en-US',
    );
    await visit(await context.newPage(), look);
    await context.close();
  }
}

interface AxeViolation {
  id: string;
  impact: string;
  nodes: { target: string[]; failureSummary?: string }[];
}
type Axe = { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's critical and serious findings on the page as it is now, one line each (rule, impact,
 * count, first element and why). The page's context must come from `newContext(..., { axe: true })`.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: Axe };
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map((v) => ({ id: v.id, impact: v.impact, count: v.nodes.length, first: v.nodes[0] }));
  });
  return violations.map(
    (v) => `${v.id} (${v.impact}, ${v.count}×): ${v.first?.target.join(' ')} · ${v.first?.failureSummary?.replace(/\s+/g, ' ')}`,
  );
}

/** Waits until the page shows its data: its heading is in and no skeleton or loader is left. */
export async function settled(page: Page, ready?: string): Promise<void> {
  await page.waitForSelector('#preloader', { state: 'detached' });
  // The address changes before the next page is drawn: wait until the screen shows the address's page.
  const path = new URL(page.url()).pathname;
  await page
    .waitForFunction((want) => document.documentElement.dataset.page === want, path)
    .catch(async (error: Error) => {
      // Say what the screen showed instead, so a rare wait that never ends can be traced to its page.
      const state = await page
        .evaluate(() => ({ shown: document.documentElement.dataset.page, at: location.pathname, title: document.title }))
        .catch(() => null);
      throw new Error(`${error.message}\n  waited for <html data-page="${path}">; the screen: ${JSON.stringify(state)}`);
    });
  await page.locator('h1:not([data-left])').first().waitFor();
  if (ready) await page.locator(ready).first().waitFor();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.mantine-Skeleton-root, .mantine-Loader-root')].every((e) => !(e as HTMLElement).offsetParent),
  );
}

/**
 * A PDF's text as poppler's pdftotext reads it (a reader, a search engine), in reading order,
 * without the direction marks it adds around right-to-left runs, runs of spaces as one.
 */
export const pdfText = (file: string): string =>
  execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })
    .replace(/[\u202a-\u202e]/g, '')
    .replace(/[ \t]+/g, ' ');
