import type { Icon } from '@tabler/icons-react';
import { IconChartLine, IconHome, IconId, IconLayoutBottombar, IconSeo, IconShare } from '@tabler/icons-react';

/** The store info tabs of spec §2, identity first. */
export const STORE_INFO_TABS = ['identity', 'homepage', 'footer', 'social', 'seo', 'analytics'] as const;
export type StoreInfoTab = (typeof STORE_INFO_TABS)[number];

export const TAB_ICONS: Record<StoreInfoTab, Icon> = {
  identity: IconId,
  homepage: IconHome,
  footer: IconLayoutBottombar,
  social: IconShare,
  seo: IconSeo,
  analytics: IconChartLine,
};

/** Identity fields are not part of the style document; the form names them `identity.<field>`. */
export const IDENTITY_PREFIX = 'identity.';

const ROOTS: Record<string, StoreInfoTab> = {
  identity: 'identity',
  homepage: 'homepage',
  footer: 'footer',
  social: 'social',
  seo: 'seo',
  analytics: 'analytics',
};

/** The tab that shows the field at `path` (`footer.links.2.href` → footer); null for fields no tab shows. */
export function tabOfPath(path: string): StoreInfoTab | null {
  return ROOTS[path.split('.')[0] ?? ''] ?? null;
}

export const isStoreInfoTab = (value: unknown): value is StoreInfoTab => STORE_INFO_TABS.includes(value as StoreInfoTab);
