import { useState } from 'react';
import {
  ActionIcon,
  Avatar,
  Button,
  Group,
  NumberInput,
  Paper,
  ScrollArea,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPackage, IconPlus, IconSearch, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CART_LINE_QUANTITY_MAX, type CartItemInput, type ProductCard } from '@souqna/contracts';
import { useAppStore } from '@/lib/app-store.ts';
import { Money } from '@/app/components/money.tsx';
import { usePickerProducts, useVariants } from '@/features/carts/api.ts';

interface Props {
  warehouseId: string | null;
  onAdd: (item: CartItemInput) => Promise<unknown>;
}

/** What a warehouse holds of a variant, from the variants' stock per warehouse. */
const heldIn = (quantities: { warehouseId: string; quantity: number }[], warehouseId: string | null) =>
  quantities.find((q) => q.warehouseId === warehouseId)?.quantity ?? 0;

function VariantChooser({
  product,
  warehouseId,
  onAdd,
  onClose,
}: {
  product: ProductCard;
  warehouseId: string | null;
  onAdd: Props['onAdd'];
  onClose: () => void;
}) {
  const { t } = useTranslation('carts');
  const variants = useVariants(product.productId);
  const [variantId, setVariantId] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  if (variants.isPending) return <Skeleton h={36} />;
  const options = (variants.data?.variants ?? []).map((v) => {
    const held = heldIn(v.quantityManagement, warehouseId);
    return {
      value: v.variantId,
      label: product.isInfinty ? v.values.join(' / ') : t('picker.variantWithStock', { name: v.values.join(' / '), count: held }),
      disabled: !product.isInfinty && held === 0,
    };
  });
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select
        label={t('picker.variant')}
        placeholder={t('picker.chooseVariant')}
        data={options}
        value={variantId}
        onChange={setVariantId}
        allowDeselect={false}
        miw={200}
        style={{ flex: 1 }}
        comboboxProps={{ withinPortal: true }}
      />
      <NumberInput
        label={t('picker.quantity')}
        value={quantity}
        onChange={(v) => setQuantity(Number(v) || 1)}
        min={1}
        max={CART_LINE_QUANTITY_MAX}
        w={90}
      />
      <Button
        disabled={!variantId}
        loading={adding}
        onClick={async () => {
          setAdding(true);
          try {
            await onAdd({ productId: product.productId, productVariantId: variantId, quantity });
            onClose();
          } finally {
            setAdding(false);
          }
        }}
      >
        {t('picker.add')}
      </Button>
      <ActionIcon variant="subtle" color="gray" aria-label={t('picker.cancel')} onClick={onClose} mb={4}>
        <IconX size={16} />
      </ActionIcon>
    </Group>
  );
}

/** Finds the store's products as the merchant types and adds one (or one of its variants) to the cart. */
export function ProductPicker({ warehouseId, onAdd }: Props) {
  const { t } = useTranslation('carts');
  const lang = useAppStore((s) => s.language);
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), 250);
  const products = usePickerProducts(search);
  const [choosing, setChoosing] = useState<string | null>(null);
  const [adding, setAdding] = useState<string | null>(null);

  const addPlain = async (product: ProductCard) => {
    setAdding(product.productId);
    try {
      await onAdd({ productId: product.productId, quantity: 1 });
    } finally {
      setAdding(null);
    }
  };

  return (
    <Stack gap="sm">
      <TextInput
        aria-label={t('picker.searchLabel')}
        placeholder={t('picker.search')}
        leftSection={<IconSearch size={16} />}
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
        styles={{ input: { unicodeBidi: 'plaintext' } }}
      />
      <ScrollArea.Autosize mah={340} type="auto">
        <Stack gap={6}>
          {products.isPending && Array.from({ length: 3 }, (_, i) => <Skeleton key={i} h={52} radius="md" />)}
          {products.data?.length === 0 && (
            <Text c="dimmed" fz="sm" ta="center" py="md">
              {search ? t('picker.noMatch', { search }) : t('picker.noProducts')}
            </Text>
          )}
          {products.data?.map((product) => {
            const name = lang === 'en' && product.nameEn ? product.nameEn : product.nameAr;
            const out = !product.isInfinty && product.quantity === 0;
            return (
              <Paper key={product.productId} withBorder radius="md" p="xs" data-testid="picker-product">
                <Stack gap="xs">
                  <Group gap="sm" wrap="nowrap">
                    <Avatar src={product.mainImageUrl} alt="" radius="sm" size={40}>
                      <IconPackage size={18} />
                    </Avatar>
                    <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                      <Text fw={600} fz="sm" truncate>
                        {name}
                      </Text>
                      <Text fz="xs" c={out ? 'red' : 'dimmed'}>
                        <Money amount={product.price} currency={product.currency} />
                        {' · '}
                        {product.isInfinty ? t('picker.unlimited') : t('picker.inStock', { count: product.quantity })}
                        {product.hasViarant ? ` · ${t('picker.variants', { count: product.variantCount })}` : ''}
                      </Text>
                    </Stack>
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconPlus size={14} />}
                      disabled={out}
                      loading={adding === product.productId}
                      aria-label={t('picker.addNamed', { name })}
                      onClick={() => (product.hasViarant ? setChoosing(product.productId) : void addPlain(product))}
                    >
                      {t('picker.add')}
                    </Button>
                  </Group>
                  {choosing === product.productId && (
                    <VariantChooser product={product} warehouseId={warehouseId} onAdd={onAdd} onClose={() => setChoosing(null)} />
                  )}
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}
