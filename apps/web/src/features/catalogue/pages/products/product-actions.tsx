import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconEye, IconLink, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProductCard } from '@souqna/contracts';
import { failureMessage } from '@/lib/failure.ts';
import { notify } from '@/lib/notify.ts';
import { productLink } from '@/features/catalogue/product-api.ts';
import * as pages from '@/lib/pages.ts';

/** Copies the product's storefront link; where the browser refuses the clipboard, the notice shows the link. */
async function copyLink(productId: string, t: (key: string) => string) {
  try {
    const { url } = await productLink(productId);
    try {
      await navigator.clipboard.writeText(url);
      notify('success', url, { title: t('actions.linkCopied') });
    } catch {
      notify('info', url, { title: t('actions.linkReady') });
    }
  } catch (error) {
    notify('error', failureMessage(error), { title: t('actions.linkFailed') });
  }
}

/** A product's actions: open, edit, copy its link, delete (asks first). */
export function ProductActions({ product, name, onDelete }: { product: ProductCard; name: string; onDelete: () => void }) {
  const { t } = useTranslation('products');
  return (
    <Menu position="bottom-end" withinPortal shadow="md" radius="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('actions.of', { name })}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={pages.product(product.productId)} leftSection={<IconEye size={16} />}>
          {t('actions.open')}
        </Menu.Item>
        <Menu.Item component={Link} to={pages.productFormOf(product.productId)} leftSection={<IconPencil size={16} />}>
          {t('actions.edit')}
        </Menu.Item>
        <Menu.Item leftSection={<IconLink size={16} />} onClick={() => void copyLink(product.productId, t)}>
          {t('actions.copyLink')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
          {t('actions.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
