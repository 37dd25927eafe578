import { useState } from 'react';
import { Anchor, Button, Group, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { IconMapPinPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Address, Cart } from '@souqna/contracts';
import { notify } from '@/lib/notify.ts';
import { createAddress, customerKeys, useCustomer } from '@/lib/customers.ts';
import { AddressForm, mapLink } from '@/app/components/customers/address-form.tsx';
import { CustomerPicker } from '@/app/components/customers/customer-picker.tsx';
import type { CartCalls } from '@/features/carts/api.ts';
import { PhoneText } from '@/app/components/phone-text.tsx';

interface Props {
  cart: Cart;
  calls: CartCalls;
  act: (work: () => Promise<unknown>) => Promise<void>;
}

const addressLine = (a: Address) => [a.streetAddress1, a.streetAddress2, a.region, a.city].filter(Boolean).join('، ');

/** The order's customer (picked or added on the spot) and the address it ships to. */
export function CustomerSection({ cart, calls, act }: Props) {
  const { t } = useTranslation('carts');
  const queryClient = useQueryClient();
  const details = useCustomer(cart.customerId ?? '');
  const [adding, setAdding] = useState(false);
  const customer = cart.customerId ? (details.data?.customer ?? null) : null;
  const addresses = cart.customerId ? (details.data?.addresses ?? []) : [];

  return (
    <Stack gap="sm">
      <CustomerPicker
        label={t('customer.label')}
        value={customer}
        onChange={(picked) => picked && void act(() => calls.setCustomer(picked.id)).catch(() => undefined)}
      />
      {cart.customerId && details.isPending && <Skeleton h={60} />}
      {cart.customerId && details.data && (
        <Stack gap="xs">
          <Text fz="sm" fw={600}>
            {t('customer.address')}
          </Text>
          {addresses.length === 0 && !adding && (
            <Text fz="sm" c="dimmed">
              {t('customer.noAddress')}
            </Text>
          )}
          <Radio.Group
            value={cart.customerAddressId}
            onChange={(id) => void act(() => calls.setAddress(id, cart.customerId!, cart.cartHeaderId)).catch(() => undefined)}
            aria-label={t('customer.address')}
          >
            <Stack gap={6}>
              {addresses.map((a) => {
                const link = mapLink(a.latitude, a.longitude);
                return (
                  <Radio.Card key={a.customerAddressId} value={a.customerAddressId} radius="md" p="xs" withBorder>
                    <Group wrap="nowrap" align="flex-start" gap="sm">
                      <Radio.Indicator size="sm" />
                      <Stack gap={0}>
                        <Text fz="sm">{addressLine(a)}</Text>
                        <Text fz="xs" c="dimmed">
                          <PhoneText phone={a.phone} />
                          {link && (
                            <>
                              {' · '}
                              <Anchor href={link} target="_blank" rel="noreferrer" fz="xs" onClick={(e) => e.stopPropagation()}>
                                {t('customer.map')}
                              </Anchor>
                            </>
                          )}
                        </Text>
                      </Stack>
                    </Group>
                  </Radio.Card>
                );
              })}
            </Stack>
          </Radio.Group>
          {adding ? (
            <AddressForm
              address={null}
              defaultPhone={customer?.phone ?? ''}
              onSubmit={(input) => createAddress(cart.customerId!, input) as Promise<{ data: Address; message: string }>}
              onSaved={(address, message) => {
                setAdding(false);
                notify('success', message);
                void queryClient.invalidateQueries({ queryKey: customerKeys.detail(cart.customerId!) });
                void act(() => calls.setAddress(address.customerAddressId, cart.customerId!, cart.cartHeaderId)).catch(
                  () => undefined,
                );
              }}
              onCancel={() => setAdding(false)}
            />
          ) : (
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconMapPinPlus size={14} />}
              onClick={() => setAdding(true)}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('customer.addAddress')}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
