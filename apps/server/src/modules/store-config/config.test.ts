import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyChanges, defaultStoreConfig, recordChange, storeThemeOf } from '@souqna/contracts';
import { createTestApp, merchant, type TestApp, tokenWithRole } from '../../../test/harness.ts';
import { stores } from '../stores/tables.ts';
import { storeConfigs } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CONFIG = '/api/v2/store/config';
const patch = (token: string, changes: Record<string, unknown>, lang?: 'ar' | 'en') =>
  t.call('PATCH', CONFIG, { changes }, { token, lang });
const read = async (token: string) => (await t.get(CONFIG, { token })).body.data;

/** A merchant whose store already has its name (store data step done). */
async function namedMerchant(name = 'متجر النخيل') {
  const m = await merchant(t);
  await t.database.db.update(stores).set({ name }).where(eq(stores.id, m.session.user.storeId));
  return m;
}

describe('reading the store config', () => {
  it('gives a new store an Arabic document named after it, created once', async () => {
    const { token, session } = await namedMerchant('متجر النخيل');
    const res = await t.get(CONFIG, { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(defaultStoreConfig('متجر النخيل'));
    expect(res.body.data.seo.titleTemplate).toBe('%s | متجر النخيل');
    expect(res.body.data.info.theme).toEqual({
      themeId: 'golden',
      colerName: 'أصفر ذهبي',
      colerCode: '#F59E0B',
      themePath: '/themes/golden.css',
    });
    expect(res.body.data.currency).toBe('YER');
    await t.get(CONFIG, { token });
    const rows = await t.database.db.select().from(storeConfigs).where(eq(storeConfigs.storeId, session.user.storeId));
    expect(rows).toHaveLength(1);
  });

  it('uses a generic Arabic name for a store that has no name yet', async () => {
    const { token } = await merchant(t);
    expect((await read(token)).footer.titleAr).toBe('متجري');
  });

  it('asks for a token', async () => {
    const res = await t.get(CONFIG);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('AUTH_REQUIRED');
  });

  it('fills fields the saved document lacks with their defaults', async () => {
    const { token, session } = await namedMerchant();
    const before = await read(token);
    const { analytics: _dropped, ...older } = before;
    await t.database.db
      .update(storeConfigs)
      .set({ document: older as never })
      .where(eq(storeConfigs.storeId, session.user.storeId));
    expect((await read(token)).analytics).toEqual({ webAnalyticsId: '', socialPixelId: '' });
  });
});

describe('PATCH /store/config with the changed paths', () => {
  it('changes only the paths it holds and keeps every other value', async () => {
    const { token } = await namedMerchant();
    const before = await read(token);
    const changes = {
      'homepage.banner.title': 'تخفيضات الصيف',
      'homepage.banner.extraImages.1': '/images/uploads/0190a1b2-c3d4-7e5f-8a6b-1c2d3e4f5a6b/banner.webp',
      'seo.titleTemplate': '%s — متجر النخيل',
      'social.instagram': 'https://www.instagram.com/nakheel',
    };
    const res = await patch(token, changes);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('تم حفظ تنسيق المتجر');
    expect(res.body.data).toEqual(applyChanges(before, changes));
    expect(await read(token)).toEqual(applyChanges(before, changes));
  });

  it('saves what the change map of the form records: the whole footer and content array blocks', async () => {
    const { token } = await namedMerchant();
    const saved = await read(token);
    let changes = recordChange({}, 'footer.links.0.labelAr', 'عن المتجر', saved);
    changes = recordChange(
      changes,
      'homepage.hero.contentArray.0',
      { title: 'عروض', subtitle: '', image: null, link: '/offers' },
      saved,
    );
    changes = recordChange(changes, 'info.theme', storeThemeOf('teal'), saved);
    expect(Object.keys(changes).sort()).toEqual(['footer', 'homepage.hero.contentArray', 'info.theme']);
    const res = await patch(token, changes);
    expect(res.status).toBe(200);
    expect(res.body.data.footer.links[0].labelAr).toBe('عن المتجر');
    expect(res.body.data.footer.links[1]).toEqual(saved.footer.links[1]);
    expect(res.body.data.homepage.hero.contentArray).toEqual([{ title: 'عروض', subtitle: '', image: null, link: '/offers' }]);
    expect(res.body.data.info.theme.themeId).toBe('teal');
  });

  it('refuses a path that does not exist in the config, naming it, and saves nothing', async () => {
    const { token } = await namedMerchant();
    const before = await read(token);
    const res = await patch(token, { 'homepage.nothing': 'x', 'seo.titleTemplate': '%s | جديد' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fields).toEqual([
      { path: 'homepage.nothing', code: 'unknown_path', message: 'هذا الحقل غير موجود في تنسيق المتجر' },
    ]);
    expect(await read(token)).toEqual(before);
  });

  it.each(['__proto__.polluted', 'constructor', 'seo.titleTemplate.0', 'homepage.banner.extraImages.3', 'info.name'])(
    'refuses the path %j',
    async (path) => {
      const { token } = await merchant(t);
      const res = await patch(token, { [path]: 'x' });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual([expect.objectContaining({ path, code: 'unknown_path' })]);
    },
  );

  it('refuses a title template without %s, in the language of the request, and keeps the other changes unsaved', async () => {
    const { token } = await namedMerchant();
    const before = await read(token);
    const res = await patch(token, { 'seo.titleTemplate': 'متجر النخيل', 'homepage.banner.title': 'عنوان' }, 'en');
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual([
      {
        path: 'seo.titleTemplate',
        code: 'missing_placeholder',
        message: 'The template must contain %s, which the page title replaces',
      },
    ]);
    expect(await read(token)).toEqual(before);
  });

  it('names the full path of a bad value deep in a block', async () => {
    const { token } = await merchant(t);
    const res = await patch(token, {
      'homepage.hero.contentArray': [{ title: 'ع', subtitle: '', image: null, link: 'javascript:alert(1)' }],
      'analytics.webAnalyticsId': 'G-<b>',
      'homepage.hero.catigories': ['not-a-uuid'],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.map((f: any) => `${f.path}:${f.code}`).sort()).toEqual([
      'analytics.webAnalyticsId:invalid_web_analytics_id',
      'homepage.hero.catigories.0:invalid_format',
      'homepage.hero.contentArray.0.link:invalid_url',
    ]);
  });

  it('refuses more than 10 hero items and 12 home categories', async () => {
    const { token } = await merchant(t);
    const item = { title: 'ع', subtitle: '', image: null, link: '' };
    const ids = Array.from({ length: 13 }, (_, i) => `0190a1b2-c3d4-7e5f-8a6b-${String(i).padStart(12, '0')}`);
    const res = await patch(token, { 'homepage.hero.contentArray': Array(11).fill(item), 'homepage.hero.catigories': ids });
    expect(res.body.error.fields.map((f: any) => `${f.path}:${f.code}`).sort()).toEqual([
      'homepage.hero.catigories:too_big',
      'homepage.hero.contentArray:too_big',
    ]);
  });

  it('says there is nothing to save for an empty change map', async () => {
    const { token } = await merchant(t);
    const res = await patch(token, {});
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual([{ path: 'changes', code: 'no_changes', message: 'لا توجد تغييرات لحفظها' }]);
  });

  it('never takes the store from the body', async () => {
    const [a, b] = [await merchant(t), await merchant(t)];
    const res = await t.call(
      'PATCH',
      CONFIG,
      { changes: { 'footer.title': 'x' }, storeId: b.session.user.storeId },
      { token: a.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual([expect.objectContaining({ path: 'storeId', code: 'unrecognized_keys' })]);
  });

  it('keeps both of two edits sent at the same moment', async () => {
    const { token } = await merchant(t);
    const [x, y] = await Promise.all([
      patch(token, { 'homepage.banner.title': 'أ' }),
      patch(token, { 'seo.defaultDescription': 'ب' }),
    ]);
    expect([x.status, y.status]).toEqual([200, 200]);
    const now = await read(token);
    expect([now.homepage.banner.title, now.seo.defaultDescription]).toEqual(['أ', 'ب']);
  });

  it('refuses a manager: the store style is for owners and admins', async () => {
    const { session } = await merchant(t);
    const manager = await tokenWithRole(t, session.accessToken, 'manager');
    const res = await patch(manager, { 'footer.title': 'x' });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('FORBIDDEN');
  });
});

describe('POST /store/config/save with the whole document', () => {
  it('replaces the document', async () => {
    const { token } = await namedMerchant();
    const doc = applyChanges(await read(token), {
      footer: { title: 'Nakheel', titleAr: 'النخيل', links: [] },
      'seo.structuredData': false,
      'contact.email': 'Care@Nakheel.Example',
    });
    const res = await t.post(`${CONFIG}/save`, doc, { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ...doc, contact: { ...doc.contact, email: 'care@nakheel.example' } });
    expect((await read(token)).footer).toEqual({ title: 'Nakheel', titleAr: 'النخيل', links: [] });
  });

  it('refuses an unknown field and a template without %s with their full paths', async () => {
    const { token } = await merchant(t);
    const doc = await read(token);
    const res = await t.post(`${CONFIG}/save`, { ...doc, seo: { ...doc.seo, titleTemplate: 'بدون', extra: 1 } }, { token });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.map((f: any) => `${f.path}:${f.code}`).sort()).toEqual([
      'seo.extra:unrecognized_keys',
      'seo.titleTemplate:missing_placeholder',
    ]);
  });

  it('refuses a document with a block missing', async () => {
    const { token } = await merchant(t);
    const { social: _social, ...doc } = await read(token);
    const res = await t.post(`${CONFIG}/save`, doc, { token });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual([expect.objectContaining({ path: 'social', code: 'required' })]);
  });
});

describe('store colours and the theme', () => {
  it('lists eight colours, golden yellow first, always as an array', async () => {
    const { token } = await merchant(t);
    const res = await t.get('/api/v2/store/theme-colors', { token });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.data)).toBe(true);
    expect(res.body.data).toHaveLength(8);
    expect(res.body.data[0]).toEqual({
      themeId: 'golden',
      colerName: 'أصفر ذهبي',
      colerNameEn: 'Golden yellow',
      colerCode: '#F59E0B',
      themePath: '/themes/golden.css',
    });
    for (const colour of res.body.data) expect(colour.colerCode).toMatch(/^#[0-9A-F]{6}$/);
  });

  it('answers the current theme and changes it by id', async () => {
    const { token } = await merchant(t);
    expect((await t.get(`${CONFIG}/theme`, { token })).body.data.themeId).toBe('golden');
    const res = await t.post(`${CONFIG}/theme`, { themeId: 'emerald' }, { token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('تم تغيير لون المتجر');
    expect(res.body.data).toMatchObject({ themeId: 'emerald', colerName: 'أخضر زمردي', colerCode: '#059669' });
    expect((await t.get(`${CONFIG}/theme`, { token })).body.data.themeId).toBe('emerald');
    expect((await read(token)).info.theme).toEqual(storeThemeOf('emerald'));
    // The store's identity shows the chosen colour too.
    expect((await t.get('/api/v2/store/get-all-store-data', { token })).body.data.colour).toBe('#059669');
  });

  it('refuses an unknown theme id on themeId', async () => {
    const { token } = await merchant(t);
    const res = await t.post(`${CONFIG}/theme`, { themeId: 'neon-green' }, { token });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual([expect.objectContaining({ path: 'themeId', code: 'invalid_value' })]);
    const patched = await patch(token, { 'info.theme.themeId': 'neon-green' });
    expect(patched.body.error.fields).toEqual([expect.objectContaining({ path: 'info.theme.themeId', code: 'invalid_value' })]);
  });

  it('keeps the catalogue colour of a theme whatever colour was sent with it', async () => {
    const { token } = await merchant(t);
    const res = await patch(token, {
      'info.theme': { themeId: 'violet', colerName: 'مزيف', colerCode: '#000000', themePath: '/x.css' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.info.theme).toEqual(storeThemeOf('violet'));
  });
});

describe("another store's config", () => {
  it('can never be read or changed by this store', async () => {
    const a = await namedMerchant('متجر أ');
    const b = await namedMerchant('متجر ب');
    await patch(a.token, { 'homepage.banner.title': 'عنوان أ' });
    await t.post(`${CONFIG}/theme`, { themeId: 'crimson' }, { token: a.token });

    const seenByB = await read(b.token);
    expect(seenByB.homepage.banner.title).toBe('مرحبًا بكم في متجر ب');
    expect(seenByB.info.theme.themeId).toBe('golden');

    await patch(b.token, { 'homepage.banner.title': 'عنوان ب', 'seo.titleTemplate': '%s | ب' });
    await t.post(`${CONFIG}/save`, { ...seenByB, footer: { title: 'B', titleAr: 'ب', links: [] } }, { token: b.token });
    await t.post(`${CONFIG}/theme`, { themeId: 'teal' }, { token: b.token });

    const stillA = await read(a.token);
    expect(stillA.homepage.banner.title).toBe('عنوان أ');
    expect(stillA.seo.titleTemplate).toBe('%s | متجر أ');
    expect(stillA.footer.titleAr).toBe('متجر أ');
    expect(stillA.info.theme.themeId).toBe('crimson');
  });
});

describe('the OpenAPI document', () => {
  it('describes the store style calls from the same schemas', async () => {
    const res = await t.get('/api/v2/openapi.json');
    expect(res.status).toBe(200);
    const paths = res.body.paths;
    expect(Object.keys(paths['/api/v2/store/config']).sort()).toEqual(['get', 'patch']);
    const patchBody = paths['/api/v2/store/config'].patch.requestBody.content['application/json'].schema;
    expect(Object.keys(patchBody.properties)).toEqual(['changes']);
    const saveBody = paths['/api/v2/store/config/save'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(saveBody.properties)).toEqual([
      'info',
      'currency',
      'contact',
      'homepage',
      'footer',
      'social',
      'seo',
      'analytics',
    ]);
    for (const path of [
      '/api/v2/store/theme-colors',
      '/api/v2/store/settings',
      '/api/v2/store/email-sender',
      '/api/v2/store/plan',
    ])
      expect(paths[path]).toBeDefined();
  });
});
