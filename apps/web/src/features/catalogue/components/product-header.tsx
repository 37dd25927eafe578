import { useState } from 'react';
import { Avatar, Badge, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconEye, IconEyeOff, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { thumbnailPathOf, type Product } from '@souqna/contracts';
import { PrefetchLink } from '@/app/components/prefetch-link.tsx';
import { currentLanguage } from '@/i18n/i18n.ts';
import { failureMessage } from '@/lib/failure.ts';
import { FormFailure } from '@/app/components/form-failure.tsx';
import { formatMoney } from '@/lib/money.ts';
import { StockBadge } from './stock-badge.tsx';
import * as pages from '@/lib/pages.ts';

interface Props {
  product: Product;
  /** Deletes the product; answers the server's message. */
  onDelete: () => Promise<void>;
}

/** The product at a glance: image, names, price, stock, shown or hidden; edit and delete. */
export function ProductHeader({ product, onDelete }: Props) {
  const { t } = useTranslation('product');
  const lang = currentLanguage();
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const money = (amount: number) => formatMoney(amount, product.currency, lang);
  // The name in the interface's language when the product has one; the other one under it.
  const english = lang === 'en' && Boolean(product.nameEn);
  const name = english ? product.nameEn! : product.nameAr;
  const otherName = english ? product.nameAr : product.nameEn;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Avatar
          src={product.mainImageUrl ? thumbnailPathOf(product.mainImageUrl) : null}
          alt={name}
          size={112}
          radius="md"
          color="gray"
        >
          <IconPhoto size={40} />
        </Avatar>
        <Stack gap={6} style={{ flex: 1, minWidth: 220 }}>
          <Title order={1} fz="h2">
            <bdi>{name}</bdi>
          </Title>
          {otherName && (
            <Text c="dimmed">
              <bdi>{otherName}</bdi>
            </Text>
          )}
          <Group gap="sm" align="baseline">
            <Text fz="xl" fw={700} aria-label={t('details.priceLabel')}>
              <bdi>{money(product.price)}</bdi>
            </Text>
            {product.salePrice !== null && (
              <Text c="dimmed" td="line-through" aria-label={t('details.salePriceLabel')}>
                <bdi>{money(product.salePrice)}</bdi>
              </Text>
            )}
          </Group>
          <Group gap="xs">
            <StockBadge state={product.stockState} quantity={product.quantity} size="lg" />
            <Badge
              color={product.showInStore ? 'teal' : 'gray'}
              variant="outline"
              tt="none"
              size="lg"
              leftSection={product.showInStore ? <IconEye size={14} /> : <IconEyeOff size={14} />}
            >
              {product.showInStore ? t('details.shown') : t('details.hidden')}
            </Badge>
            {product.sku && (
              <Badge color="gray" variant="light" tt="none" size="lg">
                SKU <bdi>{product.sku}</bdi>
              </Badge>
            )}
          </Group>
        </Stack>
        <Group gap="sm">
          <Button
            component={PrefetchLink}
            to={pages.withQuery(pages.productForm, { productId: product.productId })}
            leftSection={<IconEdit size={18} />}
          >
            {t('details.edit')}
          </Button>
          <Button variant="default" color="red" leftSection={<IconTrash size={18} />} onClick={() => setAsking(true)}>
            {t('details.delete')}
          </Button>
        </Group>
      </Group>
      <Modal opened={asking} onClose={() => setAsking(false)} title={t('details.deleteTitle')} centered radius="lg">
        <Stack gap="md">
          <Text>{t('details.deleteText', { name })}</Text>
          <FormFailure message={failure} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsking(false)} data-autofocus>
              {t('details.keep')}
            </Button>
            <Button
              color="red.9"
              loading={deleting}
              onClick={async () => {
                setDeleting(true);
                setFailure(null);
                try {
                  await onDelete();
                } catch (error) {
                  setFailure(failureMessage(error));
                  setDeleting(false);
                }
              }}
            >
              {t('details.confirmDelete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
