// Journeys of issue 2: sign-up with the e-mailed code, log in and out, the guard's notice.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { DEMO, codeIn, lastMailTo, launch, newContext, shot } from '../support.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(() => browser.close());

test('a new merchant signs up in Arabic with the code from the outbox and reaches onboarding', async () => {
  const context = await newContext(browser, { 'app-language': 'ar' });
  const page = await context.newPage();
  const email = `sara.${Date.now()}@store.test`;

  await page.goto('/auth/register');
  assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
  await page.getByLabel('الاسم الكامل').fill('سارة العمري');
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByLabel('رقم الجوال').fill('0501234567');
  await page.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill('Sara@2026x');
  await page.getByRole('textbox', { name: 'تأكيد كلمة المرور' }).fill('Sara@2026x');
  await page.getByText('قوية', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click();

  await page.waitForURL(/\/email-confirmation/);
  await page.getByText(email).waitFor();
  const mail = await lastMailTo(email);
  assert.ok(mail, 'the confirmation e-mail is in the outbox');
  const code = codeIn(mail.text);
  assert.match(code, /^\d{6}$/);

  // A wrong code first (a full code submits by itself): the page says so and stays.
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('الرقم 1 من رمز التحقق').fill(wrong);
  await page.getByRole('alert').getByText('الرمز غير صحيح').waitFor();
  assert.match(page.url(), /\/email-confirmation/);

  await page.getByLabel('الرقم 1 من رمز التحقق').fill(code);
  await page.waitForURL(/\/startup/);
  await page.getByRole('heading', { name: /أهلًا بك في سوقنا، سارة/ }).waitFor();
  await shot(page, 'signup-onboarding-ar-light');
  await context.close();
});

test('the demo merchant logs in, sees the store, and logs out', async () => {
  const context = await newContext(browser, { 'app-language': 'ar' });
  const page = await context.newPage();
  await page.goto('/auth/login');
  await page.getByLabel('البريد الإلكتروني').fill(DEMO.email);
  await page.getByRole('textbox', { name: 'كلمة المرور' }).fill(DEMO.password);
  await page.getByRole('button', { name: 'إظهار كلمة المرور أو إخفاؤها' }).click();
  assert.equal(await page.getByRole('textbox', { name: 'كلمة المرور' }).getAttribute('type'), 'text');
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await page.waitForURL(/\/home$/);
  await page.getByRole('heading', { name: 'أهلًا أحمد التاجر' }).waitFor();
  await page.getByText('متجر الأمل').first().waitFor();
  await shot(page, 'home-ar-light');

  await page.getByRole('button', { name: 'قائمة الحساب' }).click();
  await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();
  await page.waitForURL(/\/auth\/login$/);
  // The session is gone: going back to /home lands on the login page again.
  await page.goto('/home');
  await page.waitForURL(/\/auth\/login$/);
  assert.equal(await page.evaluate(() => localStorage.getItem('souqna-session')?.includes('accessToken') ?? false), false);
  await context.close();
});

test('a wrong password shows the server message in the chosen language', async () => {
  const context = await newContext(browser, { 'app-language': 'en' }, 'en-US');
  const page = await context.newPage();
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByRole('textbox', { name: 'Password' }).fill('Wrong@12345');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByText('Incorrect username or password.').first().waitFor();
  assert.match(page.url(), /\/auth\/login$/);
  await context.close();
});

test('/home while logged out lands on the login page with the notice', async () => {
  const context = await newContext(browser, { 'app-language': 'ar' });
  const page = await context.newPage();
  await page.goto('/home');
  await page.waitForURL(/\/auth\/login$/);
  await page.getByText('يرجى تسجيل الدخول للمتابعة').waitFor();
  await context.close();
});
