import { Tabs } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { prefetch } from '@/lib/prefetch.ts';
import * as pages from '@/lib/pages.ts';
import { writeListParams } from '@/features/catalogue/product-list-params.ts';

/** Spec §2 "Product tabs": products, product-edits table, stock management, categories management, more. */
const TABS = [
  { key: 'products', to: pages.products },
  { key: 'edits', to: pages.withQuery(pages.products, { view: 'edits' }) },
  { key: 'stock', to: pages.stock },
  { key: 'categories', to: pages.categories },
  { key: 'more', to: pages.productsMore },
] as const;

type TabKey = (typeof TABS)[number]['key'];

function currentTab(pathname: string, search: string): TabKey | null {
  const path = pathname.replace(/\/$/, '').toLowerCase();
  if (path === pages.products) return new URLSearchParams(search).get('view') === 'edits' ? 'edits' : 'products';
  return TABS.find((tab) => tab.to === path)?.key ?? null;
}

/** The products and the edits table are one list in two views. */
const isListView = (key: TabKey | null) => key === 'products' || key === 'edits';

/**
 * The tab bar the product screens share; the current screen's tab is selected. Switching between the
 * products and the edits table keeps the list's search, filters, sort and page.
 */
export function ProductTabs() {
  const { t } = useTranslation('products');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const current = currentTab(pathname, search);
  return (
    <Tabs
      value={current}
      onChange={(key) => {
        const tab = TABS.find((x) => x.key === key);
        if (!tab) return;
        if (isListView(current) && isListView(tab.key)) {
          const next = writeListParams(new URLSearchParams(search), { edits: tab.key === 'edits' }).toString();
          void navigate({ pathname: pages.products, search: next ? `?${next}` : '' });
        } else void navigate(tab.to);
      }}
    >
      <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
        {TABS.map((tab) => (
          <Tabs.Tab key={tab.key} value={tab.key} onMouseEnter={() => prefetch(tab.to.split('?')[0]!)}>
            {t(`tabs.${tab.key}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
