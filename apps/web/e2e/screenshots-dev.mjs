// Development screenshots of the first screens in Arabic and English, light and dark (1280×800).
// Serve the build first: `npx vite build && npx vite preview --port 4173 --strictPort` (in apps/web),
// then `npm run screenshots -w apps/web` (BASE_URL overrides the address, PAGES a comma list of names).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:4173';
const OUT = path.join(import.meta.dirname, 'screenshots-dev');
const PAGES = {
  login: '/auth/login',
  register: '/auth/register',
  'email-confirmation': '/email-confirmation?verifyId=0190a4a2-7c1e-7d2a-9b1e-1a2b3c4d5e6f&email=sara%40store.test',
  forgot: '/frogot',
  start: '/',
  'not-found': '/no-such-page',
};
const only = process.env.PAGES?.split(',');

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const written = [];
try {
  for (const lang of ['ar', 'en']) {
    for (const theme of ['light', 'dark']) {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        locale: lang === 'ar' ? 'ar-SA' : 'en-US',
      });
      await context.addInitScript(
        ([l, t]) => {
          localStorage.setItem('app-language', l);
          localStorage.setItem('app-theme-name', t);
        },
        [lang, theme],
      );
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      for (const [name, url] of Object.entries(PAGES)) {
        if (only && !only.includes(name)) continue;
        await page.goto(BASE_URL + url, { waitUntil: 'networkidle' });
        await page.waitForSelector('#preloader', { state: 'detached', timeout: 5000 });
        await page.evaluate(() => document.fonts.ready);
        const file = path.join(OUT, `${name}-${lang}-${theme}.png`);
        await page.screenshot({ path: file });
        written.push(path.relative(process.cwd(), file));
      }
      if (errors.length) console.error(`Page errors (${lang}, ${theme}):\n  ${errors.join('\n  ')}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
}
console.log(written.join('\n'));
