// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { textsOf, withPageTexts } from './page-texts.mjs';

const SRC = path.resolve(import.meta.dirname, '../src');

describe("a page's texts, found from its code", () => {
  it('follows the product form into the upload fields and the form helpers', () => {
    expect(textsOf(path.join(SRC, 'features/catalogue/pages/product-form/product-form-page.tsx'))).toEqual(
      expect.arrayContaining(['product', 'uploads', 'forms']),
    );
  });

  it('follows the activation wizard into the branch form and the country and city pickers', () => {
    expect(textsOf(path.join(SRC, 'features/onboarding/pages/store-active/store-active-page.tsx'))).toEqual(
      expect.arrayContaining(['onboarding', 'store', 'warehouse', 'uploads', 'reference']),
    );
  });

  describe('in a made-up app', () => {
    const src = mkdtempSync(path.join(tmpdir(), 'page-texts-'));
    afterAll(() => rmSync(src, { recursive: true, force: true }));
    const write = (file, text) => {
      mkdirSync(path.dirname(path.join(src, file)), { recursive: true });
      writeFileSync(path.join(src, file), text);
    };
    for (const ns of ['common', 'shop', 'forms', 'maps', 'shell', 'unused']) write(`i18n/en/${ns}.json`, '{}');
    write(
      'features/shop/page.tsx',
      [
        "import { Picker } from '@/app/components/picker.tsx';",
        "// useTranslation('unused') in a comment is not a use",
        "export default function Page() { const { t } = useTranslation(['shop', 'forms']); return t('common:ok'); }",
        "const Later = () => import('../other/page.tsx');",
      ].join('\n'),
    );
    write('app/components/picker.tsx', 'export const Picker = () => i18n.t(`maps:pin.${kind}`);\n');
    write('features/other/page.tsx', "useTranslation('shell');\n");
    const table = [
      "const a = lazyPage(() => import('@/features/shop/page.tsx'));",
      "const b = lazyPage(() => import('@/features/other/page.tsx'), [loadPhones]);",
    ].join('\n');

    it('reads the page and what it imports, not comments, lazy imports or the common namespace', () => {
      expect(textsOf(path.join(src, 'features/shop/page.tsx'), src)).toEqual(['forms', 'maps', 'shop']);
    });

    it("appends each page's namespaces to its lazyPage call, after its needs", () => {
      expect(withPageTexts(table, path.join(src, 'app/router/routes.tsx'), src)).toBe(
        [
          'const a = lazyPage(() => import(\'@/features/shop/page.tsx\'), [], ["forms","maps","shop"]);',
          'const b = lazyPage(() => import(\'@/features/other/page.tsx\'), [loadPhones], ["shell"]);',
        ].join('\n'),
      );
    });

    it('takes a call laid out over lines, its last argument ending in a comma', () => {
      const laidOut = "lazyPage(\n  () => import('@/features/other/page.tsx'),\n  [loadPhones],\n)";
      expect(withPageTexts(laidOut, path.join(src, 'app/router/routes.tsx'), src)).toBe(
        'lazyPage(\n  () => import(\'@/features/other/page.tsx\'),\n  [loadPhones],\n ["shell"])',
      );
      const oneArgument = "lazyPage(\n  () => import('@/features/other/page.tsx'),\n)";
      expect(withPageTexts(oneArgument, path.join(src, 'app/router/routes.tsx'), src)).toBe(
        'lazyPage(\n  () => import(\'@/features/other/page.tsx\'),\n [], ["shell"])',
      );
    });
  });
});
