import { Alert, Anchor, Button, Center, Group, Loader, Paper, Stack, Tabs, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PrefetchLink } from '@/app/components/prefetch-link.tsx';
import { ApiError } from '@/lib/api-error.ts';
import { failureMessage } from '@/lib/failure.ts';
import { notify } from '@/lib/notify.ts';
import { deleteProduct, productKeys, useProduct } from '@/features/catalogue/product-api.ts';
import { AdvancedTab } from '@/features/catalogue/components/advanced-tab.tsx';
import { LinkTab } from '@/features/catalogue/components/link-tab.tsx';
import { MediaTab } from '@/features/catalogue/components/media-tab.tsx';
import { OverviewTab } from '@/features/catalogue/components/overview-tab.tsx';
import { ProductHeader } from '@/features/catalogue/components/product-header.tsx';
import { StockHistoryTab } from '@/features/catalogue/components/stock-history-tab.tsx';
import { VariantsTab } from '@/features/catalogue/components/variants-tab.tsx';
import * as pages from '@/lib/pages.ts';

const TABS = ['overview', 'media', 'variants', 'advanced', 'history', 'link'] as const;
type Tab = (typeof TABS)[number];

function BackToProducts() {
  const { t, i18n } = useTranslation('product');
  const Back = i18n.dir() === 'rtl' ? IconArrowRight : IconArrowLeft;
  return (
    <Anchor component={PrefetchLink} to={pages.products} fz="sm" c="dimmed">
      <Group gap={4} component="span">
        <Back size={14} />
        {t('form.backToProducts')}
      </Group>
    </Anchor>
  );
}

/**
 * /products/show/{productId}, /productDaitals/{id} and /products/show/productDaitals/{id}: one product,
 * its header and its tabs (the open tab is in the address, `?tab=`).
 */
export default function ProductDetailsPage() {
  const { t } = useTranslation('product');
  const params = useParams();
  const id = params.productId ?? params.id ?? '';
  const [search, setSearch] = useSearchParams();
  const tab: Tab = TABS.includes(search.get('tab') as Tab) ? (search.get('tab') as Tab) : 'overview';
  const product = useProduct(id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  if (product.isPending)
    return (
      <Center mih={240}>
        <Loader type="dots" />
      </Center>
    );
  if (product.isError) {
    // No product by this id, or an id that is not one (the server refuses its shape): not found.
    const missing =
      product.error instanceof ApiError && (product.error.status === 404 || product.error.code === 'VALIDATION_FAILED');
    return (
      <Stack gap="md" maw={720}>
        <BackToProducts />
        <Alert
          color={missing ? 'gray' : 'red'}
          variant="light"
          title={missing ? t('details.missingTitle') : t('details.loadFailed')}
        >
          <Stack gap="sm" align="flex-start">
            <Text fz="sm">{missing ? t('details.missingText') : failureMessage(product.error)}</Text>
            <Button component={PrefetchLink} to={pages.products} size="compact-sm" variant="default">
              {t('form.backToProducts')}
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  }
  const p = product.data;

  return (
    <Stack gap="lg">
      <BackToProducts />
      <ProductHeader
        product={p}
        onDelete={async () => {
          const { message } = await deleteProduct(p.productId);
          notify('success', message);
          queryClient.removeQueries({ queryKey: productKeys.detail(p.productId) });
          void queryClient.invalidateQueries({ queryKey: productKeys.all });
          await navigate(pages.products);
        }}
      />
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Tabs
          value={tab}
          onChange={(next) => setSearch(next && next !== 'overview' ? { tab: next } : {}, { replace: true })}
          keepMounted={false}
        >
          <Tabs.List mb="lg">
            {TABS.map((key) => (
              <Tabs.Tab key={key} value={key}>
                {t(`details.tabs.${key}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="overview">
            <OverviewTab product={p} />
          </Tabs.Panel>
          <Tabs.Panel value="media">
            <MediaTab media={p.media} />
          </Tabs.Panel>
          <Tabs.Panel value="variants">
            <VariantsTab product={p} />
          </Tabs.Panel>
          <Tabs.Panel value="advanced">
            <AdvancedTab info={p.advancedInfo} />
          </Tabs.Panel>
          <Tabs.Panel value="history">
            <StockHistoryTab productId={p.productId} />
          </Tabs.Panel>
          <Tabs.Panel value="link">
            <LinkTab productId={p.productId} />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  );
}
