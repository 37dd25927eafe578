import { describe, expect, it } from 'vitest';
import { StoreConfig, defaultStoreConfig } from './config.ts';
import {
  CONFIG_CHANGE_PATHS,
  applyChanges,
  changeKeyOf,
  clearChanges,
  getAt,
  hasChanges,
  isConfigPath,
  recordChange,
  recordPathChange,
} from './change-map.ts';
import { storeThemeOf } from './themes.ts';

const saved = (): StoreConfig => {
  const config = defaultStoreConfig('متجر الأمل');
  config.homepage.hero.contentArray = [
    { title: 'عروض رمضان', subtitle: 'خصم 20%', image: null, link: '/offers' },
    { title: 'وصل حديثًا', subtitle: '', image: null, link: '/new' },
  ];
  return config;
};

describe('recording an edit by its path', () => {
  it('records a plain field under its own path with the new value', () => {
    const changes = recordChange({}, 'seo.titleTemplate', '%s - الأمل', saved());
    expect(changes).toEqual({ 'seo.titleTemplate': '%s - الأمل' });
  });

  it('keeps earlier edits of other paths', () => {
    const current = saved();
    let changes = recordChange({}, 'homepage.banner.title', 'تخفيضات الصيف', current);
    changes = recordChange(changes, 'social.instagram', 'https://instagram.com/alamal', current);
    expect(changes).toEqual({
      'homepage.banner.title': 'تخفيضات الصيف',
      'social.instagram': 'https://instagram.com/alamal',
    });
  });

  it('replaces the value when the same path is edited twice', () => {
    const current = saved();
    let changes = recordChange({}, 'homepage.banner.title', 'أ', current);
    changes = recordChange(changes, 'homepage.banner.title', 'أب', current);
    expect(changes).toEqual({ 'homepage.banner.title': 'أب' });
  });

  it('never changes the map it was given', () => {
    const before = { 'seo.defaultDescription': 'عطور' };
    const after = recordChange(before, 'seo.titleTemplate', '%s', saved());
    expect(before).toEqual({ 'seo.defaultDescription': 'عطور' });
    expect(after).not.toBe(before);
  });

  it('records one banner extra image by its slot', () => {
    const changes = recordChange({}, 'homepage.banner.extraImages.1', '/images/uploads/s/b.webp', saved());
    expect(changes).toEqual({ 'homepage.banner.extraImages.1': '/images/uploads/s/b.webp' });
  });

  it('refuses a path that does not exist in the config', () => {
    expect(() => recordChange({}, 'homepage.nothing', 'x', saved())).toThrow(/Unknown store config path/);
  });
});

describe('an edit that restores the saved value', () => {
  it('leaves no change behind', () => {
    const current = saved();
    let changes = recordChange({}, 'seo.structuredData', false, current);
    expect(hasChanges(changes)).toBe(true);
    changes = recordChange(changes, 'seo.structuredData', true, current);
    expect(changes).toEqual({});
    expect(hasChanges(changes)).toBe(false);
  });

  it('removes a whole-block entry once the block is back to what was saved', () => {
    const current = saved();
    let changes = recordChange({}, 'footer.title', 'الأمل', current);
    changes = recordChange(changes, 'footer.title', current.footer.title, current);
    expect(changes).toEqual({});
  });
});

describe('footer edits', () => {
  it('records any footer edit as the whole footer block', () => {
    const current = saved();
    const changes = recordChange({}, 'footer.links.1.labelAr', 'راسلنا', current);
    expect(Object.keys(changes)).toEqual(['footer']);
    const footer = changes.footer as StoreConfig['footer'];
    expect(footer.links[1]!.labelAr).toBe('راسلنا');
    expect(footer.links[0]).toEqual(current.footer.links[0]);
    expect(footer.title).toBe(current.footer.title);
  });

  it('accumulates several footer edits into one block', () => {
    const current = saved();
    let changes = recordChange({}, 'footer.titleAr', 'متجر الأمل للعطور', current);
    changes = recordChange(changes, 'footer.links', [{ label: 'Offers', labelAr: 'العروض', href: '/offers' }], current);
    expect(changes).toEqual({
      footer: {
        title: current.footer.title,
        titleAr: 'متجر الأمل للعطور',
        links: [{ label: 'Offers', labelAr: 'العروض', href: '/offers' }],
      },
    });
  });

  it('records an edit of the whole footer as the footer block too', () => {
    const current = saved();
    const footer = { ...current.footer, title: 'Al Amal' };
    expect(recordChange({}, 'footer', footer, current)).toEqual({ footer });
  });
});

describe('hero content-array edits', () => {
  it('records an item edit as the whole content array', () => {
    const current = saved();
    const changes = recordChange({}, 'homepage.hero.contentArray.0.title', 'عروض العيد', current);
    expect(Object.keys(changes)).toEqual(['homepage.hero.contentArray']);
    expect(changes['homepage.hero.contentArray']).toEqual([
      { ...current.homepage.hero.contentArray[0], title: 'عروض العيد' },
      current.homepage.hero.contentArray[1],
    ]);
  });

  it('records an added item as the whole array, other hero fields by their own path', () => {
    const current = saved();
    const item = { title: 'جديد', subtitle: '', image: null, link: 'https://example.com/x' };
    let changes = recordChange({}, 'homepage.hero.contentArray.2', item, current);
    changes = recordChange(changes, 'homepage.hero.type', 'slider', current);
    expect(changes).toEqual({
      'homepage.hero.contentArray': [...current.homepage.hero.contentArray, item],
      'homepage.hero.type': 'slider',
    });
  });

  it('does not treat the hero categories as part of the content-array block', () => {
    expect(changeKeyOf('homepage.hero.catigories')).toBe('homepage.hero.catigories');
    expect(changeKeyOf('homepage.hero.contentArray.3.link')).toBe('homepage.hero.contentArray');
  });
});

describe('theme changes', () => {
  it('records a theme whose id differs, with its fields from the catalogue', () => {
    const changes = recordChange(
      {},
      'info.theme',
      { themeId: 'emerald', colerName: 'x', colerCode: '#000000', themePath: 'x' },
      saved(),
    );
    expect(changes).toEqual({ 'info.theme': storeThemeOf('emerald') });
  });

  it('does not record a theme with the current id, even with other fields changed', () => {
    const current = saved();
    const changes = recordChange({}, 'info.theme', { ...current.info.theme, colerCode: '#123456' }, current);
    expect(changes).toEqual({});
  });

  it('records a change of the theme id field as the whole theme', () => {
    expect(recordChange({}, 'info.theme.themeId', 'violet', saved())).toEqual({ 'info.theme': storeThemeOf('violet') });
  });

  it('drops the recorded theme when the merchant goes back to the saved one', () => {
    const current = saved();
    let changes = recordChange({}, 'info.theme', storeThemeOf('rose'), current);
    changes = recordChange(changes, 'info.theme', current.info.theme, current);
    expect(changes).toEqual({});
  });
});

describe('enclosing entries', () => {
  it('folds an edit into an entry already recorded for its enclosing object', () => {
    const current = saved();
    const banner = { ...current.homepage.banner, title: 'أ' };
    let changes = recordChange({}, 'homepage.banner', banner, current);
    changes = recordChange(changes, 'homepage.banner.subtitle', 'ب', current);
    expect(changes).toEqual({ 'homepage.banner': { ...banner, subtitle: 'ب' } });
  });

  it('drops entries under a block that is then edited as a whole', () => {
    const current = saved();
    let changes = recordChange({}, 'homepage.hero.content', 'نص', current);
    const hero = { ...current.homepage.hero, type: 'text' as const, content: 'نص آخر' };
    changes = recordChange(changes, 'homepage.hero', hero, current);
    expect(changes).toEqual({ 'homepage.hero': hero });
  });
});

describe('clearing and applying', () => {
  it('clears the map after saving', () => {
    expect(clearChanges()).toEqual({});
  });

  it('applies the changes to a copy and leaves the saved config untouched', () => {
    const current = saved();
    const snapshot = structuredClone(current);
    const changes = recordChange(recordChange({}, 'footer.title', 'F', current), 'seo.titleTemplate', '%s ✦', current);
    const next = applyChanges(current, changes);
    expect(current).toEqual(snapshot);
    expect(next.footer.title).toBe('F');
    expect(next.seo.titleTemplate).toBe('%s ✦');
    expect(next.homepage).toBe(current.homepage);
    expect(StoreConfig.safeParse(next).success).toBe(true);
  });

  it('applies shallow paths before deeper ones, whatever their order in the map', () => {
    const current = saved();
    const next = applyChanges(current, {
      'homepage.banner.title': 'deeper wins',
      'homepage.banner': { ...current.homepage.banner, title: 'block' },
    });
    expect(next.homepage.banner.title).toBe('deeper wins');
  });

  it('answers the value at a path', () => {
    expect(getAt(saved(), 'homepage.hero.contentArray.1.link')).toBe('/new');
    expect(getAt(saved(), 'homepage.nothing.here')).toBeUndefined();
  });
});

describe('config paths', () => {
  it.each([
    'info.theme',
    'info.theme.themeId',
    'currency',
    'contact.whatsapp',
    'homepage.hero.contentArray.9.image',
    'homepage.banner.extraImages.2',
    'footer.links.0.labelAr',
    'seo.titleTemplate',
    'analytics.socialPixelId',
  ])('knows %s', (path) => {
    expect(isConfigPath(path)).toBe(true);
  });

  it.each([
    '',
    'homepage.nothing',
    'homepage.banner.extraImages.3',
    'footer.links.x',
    'footer.links.01',
    'seo.titleTemplate.length',
    '__proto__.polluted',
    'info.constructor',
    'info.name',
    'footer..title',
  ])('refuses %j', (path) => {
    expect(isConfigPath(path)).toBe(false);
  });

  it('lists every path, with * for array items', () => {
    expect(CONFIG_CHANGE_PATHS).toContain('homepage.hero.contentArray.*.title');
    expect(CONFIG_CHANGE_PATHS).toContain('homepage.banner.extraImages.0');
    expect(CONFIG_CHANGE_PATHS).toContain('social.snapchat');
    expect(CONFIG_CHANGE_PATHS.every((p) => isConfigPath(p.replaceAll('*', '0')))).toBe(true);
  });
});

describe('recordPathChange (the invoice layout)', () => {
  const saved = { display: { sku: true, barcode: false }, labels: { total: { ar: '', en: '' } }, logoSize: 30 };
  it('records each edited path, and drops it when the saved value comes back', () => {
    let changes = recordPathChange({}, 'display.sku', false, saved);
    changes = recordPathChange(changes, 'labels.total.ar', 'المطلوب', saved);
    changes = recordPathChange(changes, 'logoSize', 45, saved);
    expect(changes).toEqual({ 'display.sku': false, 'labels.total.ar': 'المطلوب', logoSize: 45 });
    changes = recordPathChange(changes, 'logoSize', 30, saved);
    expect(changes).toEqual({ 'display.sku': false, 'labels.total.ar': 'المطلوب' });
    expect(applyChanges(saved, changes)).toEqual({
      ...saved,
      display: { sku: false, barcode: false },
      labels: { total: { ar: 'المطلوب', en: '' } },
    });
  });

  it('takes an edit of a whole block in place of the edits inside it', () => {
    const changes = recordPathChange({ 'display.sku': false }, 'display', { sku: true, barcode: true }, saved);
    expect(changes).toEqual({ display: { sku: true, barcode: true } });
  });
});
