// Journeys of issue 3: a new merchant from the e-mailed code to an active store, in Arabic and in
// English, and the branches screen. Screenshots of every step, light and dark.
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { documentPng, file, logoPng } from '../png.ts';
import path from 'node:path';
import { BASE_URL, SCREENSHOTS, codeIn, lastMailTo, launch, newContext, pdfText } from '../support.ts';
import { editBannerAndSeo } from '../steps/store-style.ts';

/** A store's link on the product under test: `http://{domain}.localhost:{port}`, the address its storefront answers. */
const storeLink = (domain: string) => `http://${domain}.localhost:${new URL(BASE_URL).port}`;

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(() => browser.close());

type Lang = 'ar' | 'en';

/** The texts the journeys click and read, in both languages. */
const T = {
  ar: {
    name: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    phone: 'رقم الجوال',
    password: 'كلمة المرور',
    confirm: 'تأكيد كلمة المرور',
    register: 'إنشاء الحساب',
    digit1: 'الرقم 1 من رمز التحقق',
    toDark: 'الوضع الداكن',
    toLight: 'الوضع الفاتح',
    start: 'ابدأ الإعداد',
    business: 'مؤسسة أو شركة',
    storeName: 'اسم المتجر',
    description: 'وصف المتجر',
    logo: 'شعار المتجر',
    saveStoreData: 'حفظ ومتابعة',
    categoriesTitle: 'ماذا يبيع متجرك؟',
    search: 'ابحث في التصنيفات',
    perfumes: 'العطور والعود',
    subPerfumes: 'عطور',
    oud: 'دهن العود',
    allCategories: 'كل التصنيفات',
    saveCategories: 'حفظ التصنيفات ومتابعة',
    domainTitle: 'اختر رابط متجرك',
    domain: 'نطاق المتجر',
    taken: 'هذا النطاق محجوز لمتجر آخر، جرّب اسمًا غيره',
    available: 'النطاق متاح، يمكنك حجزه',
    saveDomain: 'حجز النطاق ومتابعة',
    backToCategories: 'تغيير التصنيفات',
    nextSteps: 'خطواتك التالية',
    channelsTitle: 'كيف يتواصل معك عملاؤك؟',
    addChannel: 'إضافة قناة',
    saveChannels: 'حفظ القنوات ومتابعة',
    branchTitle: 'أضف فرعك الأول',
    city: 'المدينة',
    riyadh: 'الرياض',
    street: 'الشارع',
    addressDescription: 'وصف العنوان',
    saveBranch: 'حفظ الفرع ومتابعة',
    verificationTitle: 'وثّق هويتك',
    identityNumber: 'رقم الهوية أو الإقامة',
    birthDate: 'تاريخ الميلاد',
    front: 'صورة الهوية من الأمام',
    back: 'صورة الهوية من الخلف',
    selfie: 'صورة شخصية مع الهوية',
    bank: 'كشف حساب بنكي أو شهادة الآيبان',
    terms: 'أوافق على',
    submit: 'إرسال للتوثيق',
    active: 'تم تفعيل متجرك!',
  },
  en: {
    name: 'Full name',
    email: 'E-mail',
    phone: 'Mobile number',
    password: 'Password',
    confirm: 'Confirm password',
    register: 'Create account',
    digit1: 'Digit 1 of the verification code',
    toDark: 'Dark mode',
    toLight: 'Light mode',
    start: 'Start setup',
    business: 'Business',
    storeName: 'Store name',
    description: 'Store description',
    logo: 'Store logo',
    saveStoreData: 'Save and continue',
    categoriesTitle: 'What does your store sell?',
    search: 'Search categories',
    perfumes: 'Perfumes & oud',
    subPerfumes: 'Perfumes',
    oud: 'Oud oils',
    allCategories: 'All categories',
    saveCategories: 'Save categories and continue',
    domainTitle: "Choose your store's link",
    domain: 'Store domain',
    taken: 'This domain belongs to another store; try another name',
    available: 'The domain is available; you can take it',
    saveDomain: 'Take this domain and continue',
    backToCategories: 'Change categories',
    nextSteps: 'Your next steps',
    channelsTitle: 'How do customers reach you?',
    addChannel: 'Add a channel',
    saveChannels: 'Save channels and continue',
    branchTitle: 'Add your first branch',
    city: 'City',
    riyadh: 'Riyadh',
    street: 'Street',
    addressDescription: 'Address description',
    saveBranch: 'Save branch and continue',
    verificationTitle: 'Verify your identity',
    identityNumber: 'National ID or iqama number',
    birthDate: 'Date of birth',
    front: 'ID card, front',
    back: 'ID card, back',
    selfie: 'Selfie with your ID',
    bank: 'Bank statement or IBAN certificate',
    terms: 'I accept the',
    submit: 'Submit for verification',
    active: 'Your store is active!',
  },
} as const;

let unique = 0;
const stamp = () => `${Date.now().toString(36)}${(unique++).toString(36)}`;

/** The whole page, without the notices of earlier steps on top of it. */
async function shot(page: Page, name: string): Promise<void> {
  await page.mouse.move(0, 0);
  for (const close of await page.locator('.mantine-Notification-closeButton').all()) await close.click().catch(() => undefined);
  await page
    .locator('.mantine-Notification-root')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
  // The whole page at once (a taller window), so fixed headers and sidebars are drawn where they belong.
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: size.width, height: Math.max(size.height, Math.min(height, 4000)) });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(window.scrollTo(0, 0)))));
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
  await page.setViewportSize(size);
}

/** The screen in the light scheme, then in the dark one, then back to light. */
async function shots(page: Page, lang: Lang, name: string): Promise<void> {
  await shot(page, `onboarding-${name}-${lang}-light`);
  await page.getByRole('button', { name: T[lang].toDark }).click();
  await shot(page, `onboarding-${name}-${lang}-dark`);
  await page.getByRole('button', { name: T[lang].toLight }).click();
}

/** Signs up through the pages with the code from the outbox; ends on /startup's welcome. */
async function signUp(page: Page, lang: Lang, name: string): Promise<string> {
  const t = T[lang];
  const email = `merchant.${stamp()}@store.test`;
  await page.goto('/auth/register');
  await page.getByLabel(t.name).fill(name);
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.phone).fill('0501234567');
  await page.getByRole('textbox', { name: t.password, exact: true }).fill('Sara@2026x');
  await page.getByRole('textbox', { name: t.confirm }).fill('Sara@2026x');
  await page.getByRole('button', { name: t.register }).click();
  await page.waitForURL(/\/email-confirmation/);
  const mail = await lastMailTo(email);
  assert.ok(mail, 'the confirmation e-mail is in the outbox');
  await page.getByLabel(t.digit1).fill(codeIn(mail.text));
  await page.waitForURL(/\/startup$/);
  return email;
}

/** Walks every step of the wizard in `lang`, with screenshots; `reloads` checks resuming after a reload. */
async function walkWizard(page: Page, lang: Lang, reloads: boolean): Promise<string> {
  const t = T[lang];
  await page.getByRole('button', { name: t.start }).waitFor();
  await shots(page, lang, 'welcome');
  await page.getByRole('button', { name: t.start }).click();

  // Entity type and store data, with a real logo upload.
  await page.getByRole('radio', { name: new RegExp(t.business) }).check();
  await page.getByLabel(t.storeName).fill(lang === 'ar' ? 'عطور الشرق' : 'Orient Perfumes');
  await page.getByLabel(t.description).fill(lang === 'ar' ? 'عود وبخور ودهن عود من اليمن والحجاز' : 'Oud and bakhoor from Yemen');
  await page.getByLabel(t.logo).setInputFiles(file('logo.png', logoPng()));
  await page.locator('img[src*="/images/uploads/"]').first().waitFor();
  await shots(page, lang, 'store-data');
  await page.getByRole('button', { name: t.saveStoreData }).click();

  // Categories: a reload resumes here; search (Arabic without hamza), a sub-category, back, save.
  await page.getByRole('heading', { name: t.categoriesTitle }).waitFor();
  if (reloads) {
    await page.reload();
    await page.getByRole('heading', { name: t.categoriesTitle }).waitFor();
  }
  await shots(page, lang, 'categories');
  await page.getByRole('textbox', { name: t.search }).fill(lang === 'ar' ? 'الازياء' : 'fash');
  await page.getByRole('textbox', { name: t.search }).fill(lang === 'ar' ? 'ازياء' : 'fash');
  await page.getByRole('button', { name: lang === 'ar' ? /أزياء وملابس/ : /Fashion/ }).waitFor();
  assert.equal(await page.getByRole('button', { name: new RegExp(t.perfumes) }).count(), 0, 'the search hides other categories');
  await page.getByRole('textbox', { name: t.search }).fill('');
  await page.getByRole('button', { name: new RegExp(t.perfumes) }).click();
  await page.waitForURL(/\/startup\/[0-9a-f-]{36}$/);
  await page.getByRole('checkbox', { name: t.subPerfumes, exact: true }).click();
  await page.getByRole('checkbox', { name: t.oud, exact: true }).click();
  await page
    .getByText(lang === 'ar' ? 'تصنيفان مختاران' : '2 categories chosen')
    .first()
    .waitFor();
  await shots(page, lang, 'categories-sub');
  await page.getByRole('button', { name: t.allCategories }).click();
  await page.waitForURL(/\/startup$/);
  await page
    .getByText(lang === 'ar' ? 'تصنيفان مختاران' : '2 categories chosen')
    .first()
    .waitFor();
  await page.getByRole('button', { name: t.saveCategories }).click();

  // Domain: Back opens the saved categories again; a taken one is refused while typing, a free one is taken.
  await page.waitForURL(/\/StoreActivePage$/);
  await page.getByRole('heading', { name: t.domainTitle }).waitFor();
  await page.getByRole('button', { name: t.backToCategories }).click();
  await page.waitForURL(/\/startup$/);
  await page.getByRole('heading', { name: t.categoriesTitle }).waitFor();
  await page
    .getByText(lang === 'ar' ? 'تصنيفان مختاران' : '2 categories chosen')
    .first()
    .waitFor();
  await page.getByRole('button', { name: t.saveCategories }).click();
  await page.waitForURL(/\/StoreActivePage$/);
  await page.getByRole('heading', { name: t.domainTitle }).waitFor();
  const domain = page.getByRole('textbox', { name: t.domain });
  await domain.fill('al-amal');
  await page.getByText(t.taken).waitFor();
  await shots(page, lang, 'domain-taken');
  const chosen = `shop-${stamp()}`;
  await domain.fill(chosen);
  await page.getByText(t.available).waitFor();
  assert.equal(await page.getByTestId('store-link').innerText(), storeLink(chosen));
  await shots(page, lang, 'domain');
  await page.getByRole('button', { name: t.saveDomain }).click();

  // Customer-service channels: a reload resumes here, and so does /home (in the same card, not the shell);
  // the account's phone and e-mail come filled in.
  await page.getByRole('heading', { name: t.channelsTitle }).waitFor();
  if (reloads) {
    await page.reload();
    await page.getByRole('heading', { name: t.channelsTitle }).waitFor();
    await page.goto('/home');
    await page.waitForURL(/\/StoreActivePage$/);
    await page.getByRole('heading', { name: t.channelsTitle }).waitFor();
    assert.equal(await page.locator('.mantine-AppShell-navbar').count(), 0, 'the steps are not inside the admin shell');
  }
  await page.getByRole('button', { name: t.addChannel }).click();
  const third = page.getByTestId('channel-row').nth(2);
  await third.getByRole('textbox').fill('+966112345678');
  await shots(page, lang, 'channels');
  await page.getByRole('button', { name: t.saveChannels }).click();

  // The first branch, with a city from the picker.
  await page.getByRole('heading', { name: t.branchTitle }).waitFor();
  await page.getByRole('combobox', { name: t.city }).click();
  await page.getByRole('option', { name: t.riyadh, exact: true }).click();
  await page.getByRole('textbox', { name: t.street }).fill(lang === 'ar' ? 'طريق الملك فهد' : 'King Fahd Road');
  await page
    .getByRole('textbox', { name: t.addressDescription })
    .fill(lang === 'ar' ? 'بجوار برج المملكة' : 'Next to Kingdom Tower');
  await shots(page, lang, 'branch');
  await page.getByRole('button', { name: t.saveBranch }).click();

  // Identity verification with real images, then auto-approval opens the dashboard.
  await page.getByRole('heading', { name: t.verificationTitle }).waitFor();
  if (reloads) {
    await page.reload();
    await page.getByRole('heading', { name: t.verificationTitle }).waitFor();
  }
  await page.getByRole('textbox', { name: t.identityNumber }).fill('1012345678');
  await page.getByRole('textbox', { name: t.birthDate }).fill('1990-05-17');
  await page.getByRole('textbox', { name: t.birthDate }).press('Tab');
  const uploads: [string, [number, number, number]][] = [
    [t.front, [214, 234, 248]],
    [t.back, [226, 232, 240]],
    [t.selfie, [253, 230, 138]],
    [t.bank, [236, 253, 245]],
  ];
  for (const [label, tint] of uploads) {
    await page.getByLabel(label, { exact: true }).setInputFiles(file('document.png', documentPng(tint)));
  }
  // Identity documents are private: their previews come through signed, expiring links only.
  await page.waitForFunction(() => document.querySelectorAll('img[src*="/images/private/"][src*="signature="]').length >= 4);
  const previews = await page
    .locator('img[src*="/images/private/"]')
    .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src));
  for (const src of previews) {
    const withoutSignature = src.split('?')[0]!;
    assert.equal((await fetch(withoutSignature)).status, 404, 'a document never opens without its signature');
  }
  await page.getByRole('checkbox', { name: new RegExp(t.terms) }).check();
  await shots(page, lang, 'verification');
  await page.getByRole('button', { name: t.submit }).click();
  await page.getByRole('heading', { name: t.active }).waitFor();
  await shot(page, `onboarding-active-${lang}-light`);
  await page.waitForURL(/\/home$/);
  // What next: the checklist, with the store's link (coming soon until the storefront opens it).
  await page.getByRole('heading', { name: t.nextSteps }).waitFor();
  await shots(page, lang, 'next-steps');
  return chosen;
}

test('a new merchant goes from the e-mailed code to an active store, in Arabic, resuming after reloads', async () => {
  const context = await newContext(browser, { 'app-language': 'ar' });
  const page = await context.newPage();
  await signUp(page, 'ar', 'سارة العمري');
  assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
  const domain = await walkWizard(page, 'ar', true);
  // Home shows the active store with its link; the first-time pages now send the merchant home.
  await page.getByText(storeLink(domain)).first().waitFor();
  // The next steps give the same link, which opens the store.
  assert.equal(await page.getByTestId('next-steps-link').innerText(), storeLink(domain));
  await page.goto('/startup');
  await page.waitForURL(/\/home$/);
  // The new store's owner then styles it: banner and SEO, saved as exactly the changed paths.
  await editBannerAndSeo(page);
  await context.close();
});

test('the same journey reads in English, left to right', async () => {
  const context = await newContext(browser, { 'app-language': 'en' }, 'en-US');
  const page = await context.newPage();
  await signUp(page, 'en', 'Sara Alomari');
  assert.equal(await page.locator('html').getAttribute('dir'), 'ltr');
  await walkWizard(page, 'en', false);
  await context.close();
});

/** A merchant onboarded through the API (the wizard has its own journey), with one branch. */
async function activeMerchant(): Promise<{ email: string; password: string }> {
  const email = `branches.${stamp()}@store.test`;
  const password = 'Sara@2026x';
  const call = async <T = unknown>(method: string, path: string, body?: unknown, token?: string): Promise<T> => {
    const res = await fetch(`${BASE_URL}/api/v2${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as { success: boolean; data: T; message: string };
    assert.ok(json.success, `${method} ${path}: ${json.message}`);
    return json.data;
  };
  const { verifyId } = await call<{ verifyId: string }>('POST', '/auth/register/merchant', {
    name: 'ليلى',
    email,
    password,
    phone: '+966501234567',
  });
  const code = codeIn((await lastMailTo(email))?.text);
  const { accessToken: token, user } = await call<{ accessToken: string; user: { storeId: string } }>(
    'POST',
    `/auth/verify-code/${verifyId}`,
    { code, email },
  );
  const [category] = await call<{ categoryId: string }[]>('GET', '/store/category', undefined, token);
  await call('POST', '/store/store', { entityType: 'individual', name: 'متجر ليلى', description: null }, token);
  await call('POST', '/store/store-category', { categoryIds: [category!.categoryId] }, token);
  await call('POST', '/store/add-domain', { domain: `layla-${stamp()}` }, token);
  await call('POST', '/store/add-customer-service-channels', { channels: [{ type: 'mobile', value: '+966501234567' }] }, token);
  await call(
    'POST',
    '/store/add-warehouse',
    {
      name: 'فرع العليا',
      type: 'store',
      addressDescription: 'بجوار برج المملكة',
      preparationTimeHours: 24,
      closestReadinessTime: '10:00',
      street: 'طريق الملك فهد',
      countryId: 'SA',
      cityId: 'SA-riyadh',
      codFee: 15,
      codAvailable: true,
      supportsPickup: true,
      contacts: [{ type: 'mobile', value: '+966501234567' }],
    },
    token,
  );
  // A private upload path of this store (the files themselves do not matter to this journey).
  const image = `/images/private/${user.storeId}/0190a4a2-7c1e-7d2a-9b1e-000000000001.webp`;
  await call(
    'POST',
    '/store/verify-identity',
    {
      identityNumber: '1012345678',
      birthDate: '1990-05-17',
      frontImage: image,
      backImage: image,
      selfieImage: image,
      bankStatement: image,
      termsAccepted: true,
    },
    token,
  );
  return { email, password };
}

/** The merchant signed in through the login page, in Arabic, on /home. */
async function signedIn(merchant: { email: string; password: string }) {
  const context = await newContext(browser, { 'app-language': 'ar' });
  const page = await context.newPage();
  await page.goto('/auth/login');
  await page.getByLabel('البريد الإلكتروني').fill(merchant.email);
  await page.getByRole('textbox', { name: 'كلمة المرور' }).fill(merchant.password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await page.waitForURL(/\/home$/);
  return { context, page };
}

test('branches: add a second branch, make it main, and read why the main branch cannot be deleted', async () => {
  const merchant = await activeMerchant();
  const { context, page } = await signedIn(merchant);

  await page.getByRole('link', { name: 'المستودعات والفروع' }).click();
  await page.waitForURL(/\/warehouse$/);
  await page.getByText('فرع واحد').waitFor();
  await shot(page, 'branches-list-ar-light');

  await page.getByRole('link', { name: 'إضافة فرع' }).click();
  await page.waitForURL(/\/warehouse\/add$/);
  await page.getByRole('textbox', { name: 'اسم الفرع' }).fill('مستودع جدة');
  await page.getByRole('combobox', { name: 'المدينة' }).click();
  await page.getByRole('option', { name: 'جدة', exact: true }).click();
  await page.getByRole('textbox', { name: 'الشارع' }).fill('طريق المدينة');
  await page.getByRole('textbox', { name: 'وصف العنوان' }).fill('حي الصفا، خلف محطة الوقود');
  await page.getByRole('switch', { name: 'الدفع عند الاستلام' }).check();
  await page.getByRole('button', { name: 'إضافة وسيلة تواصل' }).click();
  await page.getByRole('textbox', { name: 'قيمة التواصل 1' }).fill('0126543210');
  await shot(page, 'branches-add-ar-light');
  await page.getByRole('button', { name: 'إضافة الفرع' }).click();
  await page.waitForURL(/\/warehouse$/);
  await page.getByText('فرعان').waitFor();

  await page.getByRole('button', { name: 'اجعله رئيسيًا: مستودع جدة' }).click();
  await page.getByText('أصبح «مستودع جدة» الفرع الرئيسي').waitFor();
  const main = page.locator('[data-testid="branch-card"][data-main]');
  await main.getByText('مستودع جدة').waitFor();
  await shot(page, 'branches-main-ar-light');

  await page.getByRole('button', { name: 'حذف مستودع جدة' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'حذف الفرع' }).click();
  await page.getByRole('dialog').getByText('لا يمكن حذف الفرع الرئيسي، اجعل فرعًا آخر رئيسيًا أولاً').waitFor();
  await shot(page, 'branches-delete-refused-ar-light');
  await page.getByRole('dialog').getByRole('button', { name: 'إلغاء' }).click();

  await page.getByRole('link', { name: 'تعديل فرع العليا' }).click();
  await page.waitForURL(/\/warehouse\/edit\/[0-9a-f-]{36}$/);
  await page.getByRole('textbox', { name: 'اسم الفرع' }).waitFor();
  assert.equal(await page.getByRole('textbox', { name: 'اسم الفرع' }).inputValue(), 'فرع العليا');
  await shot(page, 'branches-edit-ar-light');
  await page.getByRole('button', { name: 'الوضع الداكن' }).click();
  await shot(page, 'branches-edit-ar-dark');
  await page.getByRole('button', { name: 'الوضع الفاتح' }).click();

  // An edit without a branch goes back to the list.
  await page.goto('/warehouse/edit');
  await page.waitForURL(/\/warehouse$/);

  // The same screens in English.
  await page.getByRole('button', { name: 'قائمة الحساب' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await page.getByText('2 branches').waitFor();
  await shot(page, 'branches-list-en-light');
  await page.getByRole('button', { name: 'Dark mode' }).click();
  await shot(page, 'branches-list-en-dark');
  await page.getByRole('button', { name: 'Light mode' }).click();
  await page.getByRole('button', { name: 'Delete مستودع جدة' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete branch' }).click();
  await page.getByRole('dialog').getByText('The main branch cannot be deleted; make another branch main first').waitFor();
  await shot(page, 'branches-delete-refused-en-light');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('link', { name: 'Edit فرع العليا' }).click();
  await page.getByRole('textbox', { name: 'Branch name' }).waitFor();
  await shot(page, 'branches-edit-en-light');
  await page.getByRole('button', { name: 'Dark mode' }).click();
  await shot(page, 'branches-edit-en-dark');
  await page.getByRole('button', { name: 'Light mode' }).click();
  await page.goto('/warehouse/add');
  await page.getByRole('textbox', { name: 'Branch name' }).waitFor();
  await shot(page, 'branches-add-en-light');
  await context.close();
});

test('plans: a new store on the free plan moves to standard and finds its invoice on the billing page', async () => {
  const merchant = await activeMerchant();
  const { context, page } = await signedIn(merchant);

  await page.goto('/billing-page');
  await page.getByText('لا توجد فواتير بعد: تصدر فاتورة عند الانتقال إلى باقة مدفوعة.').waitFor();
  await page.goto('/plans');
  await page.getByRole('button', { name: 'الانتقال إلى القياسية' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(/ستصدر فاتورة بسعر الشهر الأول \W*99\.00\sر\.س\.\W* زائد ضريبة القيمة المضافة 15%/).waitFor();
  await shot(page, 'plans-confirm-ar-light');
  await dialog.getByRole('button', { name: 'تأكيد التغيير' }).click();
  await page.getByRole('button', { name: 'باقتك الحالية' }).waitFor();

  await page.getByRole('link', { name: 'الفوترة وسجل التغييرات' }).click();
  await page.waitForURL(/\/billing-page$/);
  const invoice = page.getByTestId('invoice-row');
  await invoice.waitFor();
  assert.equal(await invoice.count(), 1);
  assert.match(await invoice.innerText(), /#\d+[\s\S]*القياسية[\s\S]*99\.00[\s\S]*14\.85[\s\S]*113\.85/);
  await shot(page, 'billing-invoice-ar-light');
  // Its PDF, read back by poppler: the platform's tax invoice with the price, the VAT and the total.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    invoice.getByRole('button', { name: /^تنزيل الفاتورة #\d+ \(PDF\)$/ }).click(),
  ]);
  const pdf = path.join(mkdtempSync(path.join(tmpdir(), 'billing-')), download.suggestedFilename());
  await download.saveAs(pdf);
  const text = pdfText(pdf);
  for (const words of ['فاتورة ضريبية', 'اشتراك الباقة القياسية', 'المجموع الفرعي', '99.00', '14.85', '113.85'])
    assert.ok(text.includes(words), `the invoice's PDF says "${words}":\n${text}`);
  await context.close();
});
