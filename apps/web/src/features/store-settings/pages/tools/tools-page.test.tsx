import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { applyChanges, defaultStoreConfig, type Language, type StoreConfig } from '@souqna/contracts';
import { queryClient } from '@/lib/query-client.ts';
import { QueryScope } from '@/lib/query-scope.tsx';
import { ok, refused, startApiServer } from '@/test/api-server.ts';
import { renderScreen } from '@/test/render.tsx';
import ToolsPage from './tools-page.tsx';

/** A perfume shop already sending its visits to Google Analytics 4, with no ads pixel yet. */
function savedConfig(analytics = { webAnalyticsId: 'G-A1B2C3D4E5', socialPixelId: '' }): StoreConfig {
  return { ...defaultStoreConfig('متجر الأمل'), analytics };
}

let saved = savedConfig();
let refuseNextPatch: ReturnType<typeof refused> | null = null;
let api: Awaited<ReturnType<typeof startApiServer>>;

beforeAll(async () => {
  api = await startApiServer({
    'GET /store/config': () => ok(saved),
    'PATCH /store/config': ({ body }) => {
      if (refuseNextPatch) return refuseNextPatch;
      const { changes } = body as { changes: Record<string, string> };
      // As the server saves them: trimmed, a TikTok code in upper case.
      const normalised = Object.fromEntries(Object.entries(changes).map(([path, id]) => [path, id.trim().toUpperCase()]));
      saved = applyChanges(saved, normalised);
      return ok(saved, 'تم حفظ تنسيق المتجر');
    },
  });
});
afterAll(() => api.close());

beforeEach(() => {
  saved = savedConfig();
  refuseNextPatch = null;
  api.seen.length = 0;
});
afterEach(() => queryClient.clear());

const patches = () => api.sent('PATCH', '/store/config').map((r) => r.body);

async function openPage(lang: Language = 'ar') {
  await renderScreen(
    <QueryScope>
      <ToolsPage />
    </QueryScope>,
    { path: '/integrations/tools', lang, namespaces: ['storeSettings', 'forms', 'common'] },
  );
  await screen.findByRole('heading', { name: lang === 'ar' ? 'تحليلات الموقع' : 'Web analytics' });
}

/** A tool's card, found by its title. */
const card = (title: string) => screen.getByRole('heading', { name: title }).closest<HTMLElement>('.mantine-Paper-root')!;

describe('the tools page: what is connected', () => {
  it('shows the web analytics connected to Google Analytics 4 with its id, and the ads pixel not connected', async () => {
    await openPage();
    const web = card('تحليلات الموقع');
    expect(within(web).getByText('متصل')).toBeTruthy();
    expect(web.textContent).toContain('متصل بـ Google Analytics 4 بالمعرّف G-A1B2C3D4E5.');
    expect(within(web).getByText('G-A1B2C3D4E5').tagName).toBe('BDI');
    // Mantine puts `dir` on the box around the input: the id reads left to right, its label stays Arabic.
    expect(within(web).getByLabelText('معرّف تحليلات الموقع').closest('[dir]')?.getAttribute('dir')).toBe('ltr');
    expect(within(card('بكسل الإعلانات')).getByText('غير متصل')).toBeTruthy();
  });

  it('names the tool of an id as it is typed, in any case', async () => {
    await openPage();
    const pixel = within(card('بكسل الإعلانات')).getByLabelText('معرّف بكسل الإعلانات');
    fireEvent.change(pixel, { target: { value: 'c4d45n9u9osi64ecrug0' } });
    expect(screen.getByText('تم التعرّف عليه: بكسل TikTok')).toBeTruthy();
    fireEvent.change(pixel, { target: { value: 'cf38dbeb-49ab-4061-afde-b1354f90975a' } });
    expect(screen.getByText('تم التعرّف عليه: بكسل Snap')).toBeTruthy();
  });

  it('says an id saved in an older format is not recognised, and links to the store info analytics tab', async () => {
    saved = savedConfig({ webAnalyticsId: 'UA-1234-1', socialPixelId: '' });
    await openPage();
    const web = card('تحليلات الموقع');
    expect(within(web).getByText('غير معروف')).toBeTruthy();
    expect(within(web).getByRole('alert').textContent).toContain('المعرّف المحفوظ UA-1234-1 ليس بصيغة نعرفها');
    expect(screen.getByRole('link', { name: 'معلومات المتجر: تبويب التحليلات' }).getAttribute('href')).toBe(
      '/store-setting?tab=analytics',
    );
  });
});

describe('the tools page: setting an id', () => {
  it('saves a Meta pixel id through PATCH /store/config and shows it connected', async () => {
    await openPage();
    const pixel = card('بكسل الإعلانات');
    fireEvent.change(within(pixel).getByLabelText('معرّف بكسل الإعلانات'), { target: { value: ' 123456789012345 ' } });
    expect(within(pixel).getByText('تم التعرّف عليه: بكسل Meta')).toBeTruthy();
    fireEvent.click(within(pixel).getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(patches()).toEqual([{ changes: { 'analytics.socialPixelId': '123456789012345' } }]));
    await waitFor(() => expect(pixel.textContent).toContain('متصل بـ بكسل Meta بالمعرّف 123456789012345.'));
  });

  it('says what a web analytics id looks like before sending a bad one, and sends nothing', async () => {
    await openPage();
    const web = card('تحليلات الموقع');
    const input = within(web).getByLabelText('معرّف تحليلات الموقع');
    fireEvent.change(input, { target: { value: 'G-12' } });
    fireEvent.click(within(web).getByRole('button', { name: 'حفظ' }));
    expect(await within(web).findByText(/يبدأ بـ ⁦G-⁩ ويليه 6 إلى 12 حرفًا إنجليزيًا أو رقمًا/)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(patches()).toEqual([]);
    // Once right, the error goes as it is typed.
    fireEvent.change(input, { target: { value: 'GTM-5XJ7QH' } });
    expect(within(web).queryByText(/ويليه 6 إلى 12/)).toBeNull();
    expect(within(web).getByText('تم التعرّف عليه: Google Tag Manager')).toBeTruthy();
  });

  it('in English, says a Google id belongs under web analytics when typed as the pixel', async () => {
    await openPage('en');
    const pixel = card('Ads pixel');
    const input = within(pixel).getByLabelText('Ads pixel ID');
    fireEvent.change(input, { target: { value: 'G-A1B2C3D4E5' } });
    fireEvent.blur(input);
    expect(
      within(pixel).getByText('This is a Google ID: it goes under web analytics; here goes a Meta, TikTok or Snap pixel ID'),
    ).toBeTruthy();
    expect(patches()).toEqual([]);
  });

  it("puts the server's refusal beside the field", async () => {
    await openPage();
    refuseNextPatch = refused(400, 'بعض الحقول غير صحيحة', {
      code: 'VALIDATION_FAILED',
      fields: [{ path: 'analytics.webAnalyticsId', code: 'invalid_web_analytics_id', message: 'رفض الخادم هذا المعرّف' }],
    });
    const web = card('تحليلات الموقع');
    fireEvent.change(within(web).getByLabelText('معرّف تحليلات الموقع'), { target: { value: 'G-ZZZ9999' } });
    fireEvent.click(within(web).getByRole('button', { name: 'حفظ' }));
    expect(await within(web).findByText('رفض الخادم هذا المعرّف')).toBeTruthy();
  });

  it('disconnects a tool after asking, by saving an empty id', async () => {
    await openPage();
    const web = card('تحليلات الموقع');
    fireEvent.click(within(web).getByRole('button', { name: 'فصل' }));
    const dialog = await screen.findByRole('dialog', { name: 'فصل تحليلات الموقع؟' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'فصل' }));
    await waitFor(() => expect(patches()).toEqual([{ changes: { 'analytics.webAnalyticsId': '' } }]));
    await waitFor(() => expect(within(card('تحليلات الموقع')).getByText('غير متصل')).toBeTruthy());
  });
});
