import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { WarehouseChoice } from '@souqna/contracts';
import { PrefetchLink } from '@/app/components/prefetch-link.tsx';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import { failureMessage } from '@/lib/failure.ts';
import { notify } from '@/lib/notify.ts';
import { isPlanLimit } from '@/lib/api-error.ts';
import { createProduct, productKeys, updateProduct, useProduct } from '@/features/catalogue/product-api.ts';
import { useWarehouseChoices } from '@/lib/warehouse-choices.ts';
import { ProductForm } from '@/features/catalogue/components/product-form.tsx';
import { emptyProduct, productValuesOf, type ProductFormValues } from '@/features/catalogue/product-values.ts';
import * as pages from '@/lib/pages.ts';

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

function Editor({
  id,
  initialValues,
  warehouses,
}: {
  id?: string;
  initialValues: ProductFormValues;
  warehouses: WarehouseChoice[];
}) {
  const { t } = useTranslation('product');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <ProductForm
      initialValues={initialValues}
      warehouses={warehouses}
      submitLabel={id ? t('form.saveChanges') : t('form.add')}
      onSubmit={async (input) => {
        const { data, message } = id ? await updateProduct(id, input) : await createProduct(input);
        notify('success', message);
        queryClient.setQueryData(productKeys.detail(data.productId), data);
        void queryClient.invalidateQueries({ queryKey: productKeys.all, refetchType: 'none' });
        await navigate(pages.product(data.productId));
      }}
      onFailure={(error) => {
        if (!isPlanLimit(error)) return false;
        void navigate(pages.subscribeRequired);
        return true;
      }}
    />
  );
}

/**
 * /products/products-page: a new product; with `?productId=` the product's edit (the same form,
 * filled from GET /product/asem-product/{id}).
 */
export default function ProductFormPage() {
  const { t } = useTranslation('product');
  const [params] = useSearchParams();
  const id = params.get('productId') ?? undefined;
  const warehouses = useWarehouseChoices();
  const product = useProduct(id);

  let body;
  if (warehouses.isError) {
    body = <LoadFailure title={t('form.warehousesFailed')} error={warehouses.error} onRetry={() => void warehouses.refetch()} />;
  } else if (!warehouses.data || (id && product.isPending)) {
    body = (
      <Center mih={240}>
        <Loader type="dots" />
      </Center>
    );
  } else if (id && product.isError) {
    body = (
      <Alert color="red" variant="light" title={t('form.loadFailed')}>
        <Stack gap="sm" align="flex-start">
          <Text fz="sm">{failureMessage(product.error)}</Text>
          <Button component={PrefetchLink} to={pages.products} size="compact-sm" variant="default">
            {t('form.backToProducts')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (id && product.data) {
    body = (
      <Editor
        key={product.data.productId}
        id={id}
        initialValues={productValuesOf(product.data, warehouses.data)}
        warehouses={warehouses.data}
      />
    );
  } else body = <Editor key="new" initialValues={emptyProduct(warehouses.data)} warehouses={warehouses.data} />;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <BackToProducts />
        <Title order={1} fz="h2" style={{ unicodeBidi: 'plaintext' }}>
          {!id
            ? t('form.addTitle')
            : product.data
              ? t('form.editTitle', { name: product.data.nameAr })
              : t('form.editTitleShort')}
        </Title>
        <Text c="dimmed" fz="sm">
          {id ? t('form.editSubtitle') : t('form.addSubtitle')}
        </Text>
      </Stack>
      {body}
    </Stack>
  );
}
