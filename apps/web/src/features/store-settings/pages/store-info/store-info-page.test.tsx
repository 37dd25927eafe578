import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { applyChanges, defaultStoreConfig, type StoreConfig } from '@souqna/contracts';
import { appStore } from '@/lib/app-store.ts';
import { queryClient } from '@/lib/query-client.ts';
import { QueryScope } from '@/lib/query-scope.tsx';
import { ok, refused, startApiServer } from '@/test/api-server.ts';
import { renderScreen } from '@/test/render.tsx';
import StoreInfoPage from './store-info-page.tsx';

/** The saved style of a perfume shop, as the server would answer it. */
function savedConfig(): StoreConfig {
  const config = defaultStoreConfig('متجر الأمل');
  config.homepage.hero.type = 'slider';
  config.homepage.hero.contentArray = [
    { title: 'عروض العيد', subtitle: 'خصم حتى 30%', image: null, link: '/offers' },
    { title: 'وصل حديثًا', subtitle: 'تشكيلة البخور', image: null, link: '/new' },
  ];
  config.seo.defaultDescription = 'متجر الأمل للعطور الشرقية';
  return config;
}

let saved = savedConfig();
let refuseNextPatch: ReturnType<typeof refused> | null = null;
let api: Awaited<ReturnType<typeof startApiServer>>;

beforeAll(async () => {
  api = await startApiServer({
    'GET /store/config': () => ok(saved),
    'PATCH /store/config': ({ body }) => {
      if (refuseNextPatch) {
        const answer = refuseNextPatch;
        refuseNextPatch = null;
        return answer;
      }
      saved = applyChanges(saved, (body as { changes: Record<string, unknown> }).changes);
      return ok(saved, 'تم حفظ تنسيق المتجر');
    },
    // The answer's identity fields as the server sends them (the store at the top level of data).
    'GET /store/get-all-store-data': () =>
      ok({
        storeId: '0190a4a2-7c1e-7d2a-9b1e-1a2b3c4d5e6f',
        name: 'متجر الأمل',
        logo: null,
        description: 'عطور شرقية',
        colour: '#F59E0B',
        favicon: null,
        entityType: 'business',
        domain: 'al-amal',
        url: 'https://al-amal.souqna.store',
      }),
  });
});
afterAll(() => api.close());

beforeEach(() => {
  saved = savedConfig();
  api.seen.length = 0;
  appStore.setState({ language: 'ar' });
});
afterEach(() => queryClient.clear());

const patches = () => api.sent('PATCH', '/store/config').map((r) => r.body as { changes: Record<string, unknown> });

async function openTab(tab: string) {
  await renderScreen(
    <QueryScope>
      <StoreInfoPage />
    </QueryScope>,
    { path: '/store-setting', namespaces: ['storeSettings', 'forms'] },
  );
  fireEvent.click(await screen.findByRole('tab', { name: new RegExp(tab) }));
}

const saveBar = () => screen.queryByRole('region', { name: 'حفظ التغييرات' });

async function save() {
  fireEvent.click(within(saveBar()!).getByRole('button', { name: 'حفظ' }));
}

describe('store info: the change map as the form uses it', () => {
  it('records an edit of one footer link as the whole footer block, and saving sends only it', async () => {
    await openTab('التذييل');
    const arabicLabels = await screen.findAllByLabelText(/النص بالعربية/);
    fireEvent.change(arabicLabels[1]!, { target: { value: 'راسلنا' } });

    expect(within(saveBar()!).getByText('تغيير واحد غير محفوظ')).toBeTruthy();
    await save();
    await waitFor(() => expect(patches()).toHaveLength(1));
    const { changes } = patches()[0]!;
    expect(Object.keys(changes)).toEqual(['footer']);
    const expected = savedConfig().footer;
    expected.links[1]!.labelAr = 'راسلنا';
    expect(changes.footer).toEqual(expected);
    // The map is cleared after a successful save: nothing is left to save.
    await waitFor(() => expect(saveBar()).toBeNull());
  });

  it('records an edit of one hero item as the whole content array, other fields by their own path', async () => {
    await openTab('الصفحة الرئيسية');
    const item = await screen.findByRole('group', { name: 'العنصر 2' });
    fireEvent.change(within(item).getByLabelText('العنوان'), { target: { value: 'وصل اليوم' } });
    fireEvent.change(screen.getByLabelText('عنوان البانر'), { target: { value: 'تخفيضات الصيف' } });

    expect(within(saveBar()!).getByText('تغييران غير محفوظين')).toBeTruthy();
    await save();
    await waitFor(() => expect(patches()).toHaveLength(1));
    const before = savedConfig().homepage.hero.contentArray;
    expect(patches()[0]).toEqual({
      changes: {
        'homepage.hero.contentArray': [before[0], { ...before[1], title: 'وصل اليوم' }],
        'homepage.banner.title': 'تخفيضات الصيف',
      },
    });
  });

  it('records a reordered or removed item as the whole array', async () => {
    await openTab('الصفحة الرئيسية');
    fireEvent.click(await screen.findByRole('button', { name: 'نقل للأسفل: العنصر 1' }));
    await save();
    await waitFor(() => expect(patches()).toHaveLength(1));
    const [first, second] = savedConfig().homepage.hero.contentArray;
    expect(patches()[0]!.changes).toEqual({ 'homepage.hero.contentArray': [second, first] });
  });

  it('forgets an edit that restores the saved value, and marks the tab only while it holds a change', async () => {
    await openTab('محركات البحث');
    const description = await screen.findByLabelText('الوصف الافتراضي');
    const tab = screen.getByRole('tab', { name: /محركات البحث/ });
    fireEvent.change(description, { target: { value: 'عطور وبخور' } });
    expect(within(tab).getByRole('img', { name: 'تغييرات غير محفوظة' })).toBeTruthy();
    expect(saveBar()).not.toBeNull();

    fireEvent.change(description, { target: { value: 'متجر الأمل للعطور الشرقية' } });
    expect(saveBar()).toBeNull();
    expect(within(tab).queryByRole('img', { name: 'تغييرات غير محفوظة' })).toBeNull();
  });

  it('shows a title template without %s beside its field, marks the SEO tab, and sends nothing', async () => {
    await openTab('محركات البحث');
    fireEvent.change(await screen.findByLabelText(/قالب عنوان الصفحة/), { target: { value: 'متجر الأمل' } });
    await save();
    expect(await screen.findByText('يجب أن يحتوي القالب على %s ليحل محله عنوان الصفحة')).toBeTruthy();
    expect(
      within(screen.getByRole('tab', { name: /محركات البحث/ })).getByRole('img', { name: 'حقول تحتاج إلى تصحيح' }),
    ).toBeTruthy();
    expect(patches()).toHaveLength(0);
  });

  it('puts the server’s field errors beside their fields and marks their tab', async () => {
    await openTab('التذييل');
    fireEvent.change((await screen.findAllByLabelText(/^الرابط/))[2]!, { target: { value: '/returns-policy' } });
    refuseNextPatch = refused(400, 'بعض الحقول غير صحيحة', {
      code: 'VALIDATION_FAILED',
      fields: [{ path: 'footer.links.2.href', code: 'invalid_url', message: 'الرابط غير صالح' }],
    });
    await save();
    expect(await screen.findByText('الرابط غير صالح')).toBeTruthy();
    expect(within(screen.getByRole('tab', { name: /التذييل/ })).getByRole('img', { name: 'حقول تحتاج إلى تصحيح' })).toBeTruthy();
    // Nothing was saved, so the change is still waiting.
    expect(saveBar()).not.toBeNull();
  });
});

describe('store info: leaving with unsaved changes', () => {
  it('asks before going to another page, and stays or leaves as chosen', async () => {
    await openTab('التواصل الاجتماعي');
    fireEvent.change(await screen.findByLabelText('إنستغرام'), { target: { value: 'https://instagram.com/alamal' } });

    fireEvent.click(screen.getByRole('link', { name: 'ألوان المتجر' }));
    expect(await screen.findByText('المغادرة دون حفظ؟')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'البقاء في الصفحة' }));
    await waitFor(() => expect(screen.queryByText('المغادرة دون حفظ؟')).toBeNull());
    expect(screen.getByLabelText('إنستغرام')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'ألوان المتجر' }));
    fireEvent.click(await screen.findByRole('button', { name: 'المغادرة دون حفظ' }));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    expect(patches()).toHaveLength(0);
  });

  it('asks the browser to confirm closing or reloading the tab only while changes wait', async () => {
    await openTab('التحليلات');
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    fireEvent.change(await screen.findByLabelText('معرّف تحليلات الموقع'), { target: { value: 'G-ABC123' } });
    expect(unload()).toBe(true);
    fireEvent.click(within(saveBar()!).getByRole('button', { name: 'تجاهل التغييرات' }));
    expect(unload()).toBe(false);
  });

  it('switches tabs without asking: changing the tab is not leaving', async () => {
    await openTab('التحليلات');
    fireEvent.change(await screen.findByLabelText('معرّف تحليلات الموقع'), { target: { value: 'G-ABC123' } });
    fireEvent.click(screen.getByRole('tab', { name: /محركات البحث/ }));
    expect(await screen.findByLabelText(/قالب عنوان الصفحة/)).toBeTruthy();
    expect(screen.queryByText('المغادرة دون حفظ؟')).toBeNull();
    expect(within(saveBar()!).getByText('تغيير واحد غير محفوظ')).toBeTruthy();
  });
});

describe('store info: the analytics tab', () => {
  it('names the tool of a typed id, links to the tools page, and checks the id with the same rules', async () => {
    await openTab('التحليلات');
    const input = await screen.findByLabelText('معرّف تحليلات الموقع');
    fireEvent.change(input, { target: { value: 'gtm-5xj7qh' } });
    expect(screen.getByText('تم التعرّف عليه: Google Tag Manager')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'اعرض الأدوات المتصلة بمتجرك' }).getAttribute('href')).toBe('/integrations/tools');

    fireEvent.change(screen.getByLabelText('معرّف بكسل الإعلانات'), { target: { value: 'UA-1234-1' } });
    await save();
    expect(await screen.findByText(/هذا معرّف من ⁦Google⁩: ضعه في خانة تحليلات الموقع/)).toBeTruthy();
    expect(patches()).toHaveLength(0);
  });

  it('keeps an id saved under the older rule while other tabs are saved', async () => {
    saved = { ...savedConfig(), analytics: { webAnalyticsId: 'UA-1234-1', socialPixelId: '' } };
    await openTab('محركات البحث');
    fireEvent.change(await screen.findByLabelText('الوصف الافتراضي'), { target: { value: 'عطور وبخور' } });
    await save();
    await waitFor(() => expect(patches()).toEqual([{ changes: { 'seo.defaultDescription': 'عطور وبخور' } }]));
  });
});
