import { useState } from 'react';
import { ActionIcon, Avatar, Badge, Group, NumberInput, Stack, Table, Text } from '@mantine/core';
import { IconPackage, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CART_LINE_QUANTITY_MAX, type Cart, type CartDetail } from '@souqna/contracts';
import { Money } from '@/app/components/money.tsx';

interface Props {
  cart: Cart;
  onQuantity: (line: CartDetail, quantity: number) => Promise<unknown>;
  onRemove: (line: CartDetail) => Promise<unknown>;
}

/** A line's quantity, sent when the merchant leaves the field or presses Enter (one call, not one per key). */
function QuantityField({ line, onQuantity }: { line: CartDetail; onQuantity: Props['onQuantity'] }) {
  const { t } = useTranslation('carts');
  const [value, setValue] = useState<number>(line.quantity);
  const [shown, setShown] = useState(line.quantity);
  if (line.quantity !== shown) {
    setShown(line.quantity);
    setValue(line.quantity);
  }
  const commit = () => {
    if (value >= 1 && value !== line.quantity) void onQuantity(line, value).catch(() => setValue(line.quantity));
  };
  return (
    <NumberInput
      aria-label={t('lines.quantityOf', { name: line.name })}
      value={value}
      onChange={(v) => setValue(Number(v) || 1)}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
      min={1}
      max={line.available ?? CART_LINE_QUANTITY_MAX}
      w={84}
      size="xs"
    />
  );
}

/** The cart's lines: picture, name and variant, price, quantity (editable), line total, remove. */
export function CartLines({ cart, onQuantity, onRemove }: Props) {
  const { t } = useTranslation('carts');
  const currency = cart.currency.code;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('lines.product')}</Table.Th>
            <Table.Th>{t('lines.price')}</Table.Th>
            <Table.Th>{t('lines.quantity')}</Table.Th>
            <Table.Th>{t('lines.total')}</Table.Th>
            <Table.Th aria-label={t('lines.remove')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cart.details.map((line) => (
            <Table.Tr key={line.cartDetailId} data-testid="cart-line">
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Avatar src={line.image} alt="" radius="sm" size={36}>
                    <IconPackage size={16} />
                  </Avatar>
                  <Stack gap={0}>
                    <Text fz="sm" fw={600}>
                      {line.name}
                    </Text>
                    <Group gap={6}>
                      {line.variantLabel && (
                        <Text fz="xs" c="dimmed">
                          {line.variantLabel}
                        </Text>
                      )}
                      {line.available !== null && line.available < line.quantity ? (
                        <Badge size="xs" color="red" variant="light">
                          {t('lines.short', { count: line.available })}
                        </Badge>
                      ) : (
                        line.available !== null && (
                          <Text fz="xs" c="dimmed">
                            {t('lines.available', { count: line.available })}
                          </Text>
                        )
                      )}
                    </Group>
                  </Stack>
                </Group>
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <Money amount={line.unitPrice} currency={currency} />
                  {line.totalAfterProductDiscount < line.total && (
                    <Text fz="xs" c="teal">
                      {t('lines.discounted')}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>
                <QuantityField line={line} onQuantity={onQuantity} />
              </Table.Td>
              <Table.Td>
                <Money amount={line.totalAfterProductDiscount} currency={currency} />
              </Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('lines.removeNamed', { name: line.name })}
                  onClick={() => void onRemove(line)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
