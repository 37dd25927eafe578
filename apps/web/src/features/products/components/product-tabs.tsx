import { Tabs } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { prefetch } from '@/app/router/router.tsx';
import { writeListParams } from '../product-list-params.ts';

/** Spec §2 "Product tabs": products, product-edits table, stock management, categories management, more. */
const TABS = [
  { key: 'products', to: '/products/show' },
  { key: 'edits', to: '/products/show?view=edits' },
  { key: 'stock', to: '/products/stock' },
  { key: 'categories', to: '/products/categories' },
  { key: 'more', to: '/products/more' },
] as const;

type TabKey = (typeof TABS)[number]['key'];

function currentTab(pathname: string, search: string): TabKey | null {
  const path = pathname.replace(/\/$/, '').toLowerCase();
  if (path === '/products/show') return new URLSearchParams(search).get('view') === 'edits' ? 'edits' : 'products';
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
          void navigate({ pathname: '/products/show', search: next ? `?${next}` : '' });
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
