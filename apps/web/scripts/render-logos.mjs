// Draws the Souqna logo (a shopping bag with a smile and the word سوقنا) and writes:
//   public/favicon.svg            the mark alone (follows the OS colour scheme)
//   public/images/logo-light.png  for the light theme (dark ink)
//   public/images/logo.png        for the dark theme (beige ink)
//   public/favicon-32.png, public/apple-touch-icon.png
// Renders with playwright-core and Debian's Chromium: `npm run logos -w apps/web`.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.join(import.meta.dirname, '..');
const pub = path.join(root, 'public');
const font = pathToFileURL(
  path.join(
    root,
    '..',
    '..',
    'node_modules',
    '@fontsource',
    'ibm-plex-sans-arabic',
    'files',
    'ibm-plex-sans-arabic-arabic-700-normal.woff2',
  ),
).href;

const AMBER = '#F59E0B';
const INK = '#1F1A14';
const BEIGE = '#F3EADF';

/** The bag: amber body widening to the bottom, a handle in the ink colour, a smile. */
const mark = (handle) => `
  <path d="M30 30 V22 a18 18 0 0 1 36 0 V30" fill="none" stroke="${handle}" stroke-width="7" stroke-linecap="round"/>
  <path d="M16 30 H80 L86 80 Q87 90 77 90 H19 Q9 90 10 80 Z" fill="${AMBER}"/>
  <circle cx="33" cy="42" r="4" fill="${INK}"/>
  <circle cx="63" cy="42" r="4" fill="${INK}"/>
  <path d="M32 56 Q48 72 64 56" fill="none" stroke="${INK}" stroke-width="6" stroke-linecap="round"/>`;

const favicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">
  <style>.h{stroke:${INK}}@media (prefers-color-scheme: dark){.h{stroke:${BEIGE}}}</style>
  <path class="h" d="M30 30 V22 a18 18 0 0 1 36 0 V30" fill="none" stroke-width="7" stroke-linecap="round"/>
  <path d="M16 30 H80 L86 80 Q87 90 77 90 H19 Q9 90 10 80 Z" fill="${AMBER}"/>
  <circle cx="33" cy="42" r="4" fill="${INK}"/>
  <circle cx="63" cy="42" r="4" fill="${INK}"/>
  <path d="M32 56 Q48 72 64 56" fill="none" stroke="${INK}" stroke-width="6" stroke-linecap="round"/>
</svg>
`;

/** The full logo, 360×120, mark on the reading side of the Arabic word (the right). */
const logoPage = (ink) => `<!doctype html><html dir="rtl"><head><style>
  @font-face { font-family: 'Plex'; src: url('${font}') format('woff2'); font-weight: 700; }
  html, body { margin: 0; background: transparent; }
  #logo { width: 360px; height: 120px; display: flex; align-items: center; justify-content: center; gap: 14px; }
  #logo svg { width: 92px; height: 92px; flex: none; }
  #logo span { font: 700 66px/1 'Plex'; color: ${ink}; padding-block-end: 10px; }
</style></head><body><div id="logo"><svg viewBox="0 0 96 96">${mark(ink)}</svg><span>سوقنا</span></div></body></html>`;

const iconPage = (size, background) => `<!doctype html><html><head><style>
  html, body { margin: 0; background: transparent; }
  #icon { width: ${size}px; height: ${size}px; display: grid; place-items: center; background: ${background}; border-radius: ${Math.round(size * 0.22)}px; }
  #icon svg { width: ${Math.round(size * 0.82)}px; height: ${Math.round(size * 0.82)}px; }
</style></head><body><div id="icon"><svg viewBox="0 0 96 96">${mark(INK)}</svg></div></body></html>`;

mkdirSync(path.join(pub, 'images'), { recursive: true });
writeFileSync(path.join(pub, 'favicon.svg'), favicon);

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
try {
  const page = await browser.newPage({ deviceScaleFactor: 2 });
  for (const [file, ink] of [
    ['images/logo-light.png', INK],
    ['images/logo.png', BEIGE],
  ]) {
    await page.setContent(logoPage(ink));
    await page.evaluate(() => document.fonts.ready);
    await page.locator('#logo').screenshot({ path: path.join(pub, file), omitBackground: true });
  }
  // A beige tile keeps the ink handle visible on dark browser chrome too.
  for (const [file, size] of [
    ['favicon-32.png', 32],
    ['apple-touch-icon.png', 180],
  ]) {
    const icon = await browser.newPage();
    await icon.setContent(iconPage(size, '#F7F1E8'));
    await icon.locator('#icon').screenshot({ path: path.join(pub, file), omitBackground: true });
    await icon.close();
  }
} finally {
  await browser.close();
}
console.log('Logos written to', pub);
