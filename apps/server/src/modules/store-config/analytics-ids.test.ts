import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, merchant, type TestApp } from '../../../test/harness.ts';
import { storeConfigs } from './tables.ts';

/* The analytics ids of the store style (docs/decisions.md, "Analytics and pixel ids"). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CONFIG = '/api/v2/store/config';
const patch = (token: string, changes: Record<string, unknown>, lang?: 'ar' | 'en') =>
  t.call('PATCH', CONFIG, { changes }, { token, lang });
const read = async (token: string) => (await t.get(CONFIG, { token })).body.data;

describe('setting the analytics ids through PATCH /store/config', () => {
  it('refuses a web analytics id in no known format with the Arabic envelope, saving nothing', async () => {
    const { token } = await merchant(t);
    const before = await read(token);
    const res = await patch(token, { 'analytics.webAnalyticsId': 'G-12', 'homepage.banner.title': 'عروض' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      statusCode: 400,
      message: 'بعض الحقول غير صحيحة',
      error: { code: 'VALIDATION_FAILED' },
    });
    expect(res.body.error.fields).toEqual([
      {
        path: 'analytics.webAnalyticsId',
        code: 'invalid_web_analytics_id',
        message: expect.stringContaining('ويليه 6 إلى 12 حرفًا إنجليزيًا أو رقمًا'),
      },
    ]);
    expect(await read(token)).toEqual(before);
  });

  it('says in English which field a pixel id or a Google id belongs to', async () => {
    const { token } = await merchant(t);
    const res = await patch(
      token,
      { 'analytics.webAnalyticsId': '1234567890123456', 'analytics.socialPixelId': 'G-A1B2C3D4E5' },
      'en',
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Some fields are not valid');
    expect(res.body.error.fields).toEqual([
      {
        path: 'analytics.webAnalyticsId',
        code: 'pixel_not_web_analytics',
        message: 'This is an ads pixel ID: it goes under the ads pixel; here goes a Google Analytics or Google Tag Manager ID',
      },
      {
        path: 'analytics.socialPixelId',
        code: 'web_analytics_not_pixel',
        message: 'This is a Google ID: it goes under web analytics; here goes a Meta, TikTok or Snap pixel ID',
      },
    ]);
  });

  it('keeps good ids as they are saved (trimmed, in their case) and clears them with an empty text', async () => {
    const { token } = await merchant(t);
    const res = await patch(token, {
      'analytics.webAnalyticsId': ' g-a1b2c3d4e5 ',
      'analytics.socialPixelId': 'c4d45n9u9osi64ecrug0',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('تم حفظ تنسيق المتجر');
    expect(res.body.data.analytics).toEqual({ webAnalyticsId: 'G-A1B2C3D4E5', socialPixelId: 'C4D45N9U9OSI64ECRUG0' });
    expect((await read(token)).analytics).toEqual({ webAnalyticsId: 'G-A1B2C3D4E5', socialPixelId: 'C4D45N9U9OSI64ECRUG0' });

    await patch(token, {
      'analytics.webAnalyticsId': 'GTM-5XJ7QH',
      'analytics.socialPixelId': 'CF38DBEB-49AB-4061-AFDE-B1354F90975A',
    });
    expect((await read(token)).analytics).toEqual({
      webAnalyticsId: 'GTM-5XJ7QH',
      socialPixelId: 'cf38dbeb-49ab-4061-afde-b1354f90975a',
    });

    await patch(token, { 'analytics.socialPixelId': '' });
    expect((await read(token)).analytics).toEqual({ webAnalyticsId: 'GTM-5XJ7QH', socialPixelId: '' });
  });

  it('refuses a bad id in the whole document of POST /store/config/save too', async () => {
    const { token } = await merchant(t);
    const doc = await read(token);
    const res = await t.post(
      `${CONFIG}/save`,
      { ...doc, analytics: { webAnalyticsId: 'UA-1234-1', socialPixelId: '123' } },
      { token },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields.map((f: { path: string; code: string }) => `${f.path}:${f.code}`)).toEqual([
      'analytics.webAnalyticsId:universal_analytics_retired',
      'analytics.socialPixelId:invalid_social_pixel_id',
    ]);
  });
});

describe('a store holding ids saved under the older, looser rule', () => {
  async function legacyMerchant() {
    const m = await merchant(t);
    const doc = await read(m.token);
    await t.database.db
      .update(storeConfigs)
      .set({ document: { ...doc, analytics: { webAnalyticsId: 'UA-1234-1', socialPixelId: 'abc123' } } })
      .where(eq(storeConfigs.storeId, m.session.user.storeId));
    return m;
  }

  it('still reads them, and saves its other paths, its whole document and its colour', async () => {
    const { token } = await legacyMerchant();
    const doc = await read(token);
    expect(doc.analytics).toEqual({ webAnalyticsId: 'UA-1234-1', socialPixelId: 'abc123' });

    expect((await t.post(`${CONFIG}/save`, { ...doc, footer: { ...doc.footer, title: 'B' } }, { token })).status).toBe(200);
    expect((await patch(token, { 'homepage.banner.title': 'عروض الشتاء' })).status).toBe(200);
    expect((await t.post(`${CONFIG}/theme`, { themeId: 'teal' }, { token })).status).toBe(200);
    const after = await read(token);
    expect(after.footer.title).toBe('B');
    expect(after.homepage.banner.title).toBe('عروض الشتاء');
    expect(after.info.theme.themeId).toBe('teal');
    expect(after.analytics).toEqual({ webAnalyticsId: 'UA-1234-1', socialPixelId: 'abc123' });
  });

  it('checks an id once it changes, and lets it be cleared', async () => {
    const { token } = await legacyMerchant();
    const res = await patch(token, { 'analytics.webAnalyticsId': 'UA-1234-2' });
    expect(res.body.error.fields).toEqual([
      expect.objectContaining({ path: 'analytics.webAnalyticsId', code: 'universal_analytics_retired' }),
    ]);
    expect((await patch(token, { 'analytics.webAnalyticsId': '', 'analytics.socialPixelId': '123456789012345' })).status).toBe(
      200,
    );
    expect((await read(token)).analytics).toEqual({ webAnalyticsId: '', socialPixelId: '123456789012345' });
  });
});
