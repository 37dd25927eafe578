import { useState } from 'react';
import { ActionIcon, Badge, Button, Card, Group, Modal, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconStar, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Address, AddressInput, Customer } from '@souqna/contracts';
import { failureMessage } from '@/lib/failure.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { ConfirmDeleteDialog } from '@/app/components/confirm-delete-dialog.tsx';
import { createAddress, customerKeys, deleteAddress, updateAddress } from '@/lib/customers.ts';
import { AddressForm, MapLink } from '@/app/components/customers/address-form.tsx';
import { PhoneText } from '@/app/components/phone-text.tsx';

/** The address as an input: what setting it as the default sends back (PUT replaces every field). */
const inputOf = (a: Address): AddressInput => {
  const { customerAddressId: _id, customerId: _customer, ...input } = a;
  return input;
};

/** The customer's addresses: add, edit, delete, make one the default, open one on the map. */
export function CustomerAddresses({ customer, addresses }: { customer: Customer; addresses: Address[] }) {
  const { t } = useTranslation('customers');
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Address | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: customerKeys.detail(customer.id) });
  const makeDefault = async (a: Address) => {
    try {
      const { message } = await updateAddress(customer.id, a.customerAddressId, { ...inputOf(a), isDefault: true });
      notifySuccess(message);
      await refresh();
    } catch (error) {
      notifyError(failureMessage(error), t('address.saveFailed'));
    }
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={600}>{t('page.addresses', { count: addresses.length })}</Text>
        <Button size="xs" variant="light" leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
          {t('address.add')}
        </Button>
      </Group>
      {addresses.length === 0 && (
        <Text c="dimmed" fz="sm">
          {t('page.noAddresses')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {addresses.map((a) => (
          <Card key={a.customerAddressId} withBorder radius="md" padding="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={600} fz="sm">
                    {a.city}
                    {a.region ? ` · ${a.region}` : ''}
                  </Text>
                  {a.isDefault && (
                    <Badge size="sm" variant="light" color="teal">
                      {t('address.default')}
                    </Badge>
                  )}
                </Group>
                <Text fz="sm">{a.streetAddress1}</Text>
                {a.streetAddress2 && <Text fz="sm">{a.streetAddress2}</Text>}
                <Text fz="sm" c="dimmed">
                  <PhoneText phone={a.phone} />
                  {a.postalCode && (
                    <>
                      {' · '}
                      <bdi dir="ltr">{a.postalCode}</bdi>
                    </>
                  )}
                </Text>
                <MapLink lat={a.latitude} lng={a.longitude} />
              </Stack>
              <Group gap={2} wrap="nowrap">
                {!a.isDefault && (
                  <Tooltip label={t('address.makeDefault')}>
                    <ActionIcon variant="subtle" aria-label={t('address.makeDefault')} onClick={() => void makeDefault(a)}>
                      <IconStar size={18} />
                    </ActionIcon>
                  </Tooltip>
                )}
                <Tooltip label={t('actions.edit')}>
                  <ActionIcon variant="subtle" aria-label={t('address.edit')} onClick={() => setEditing(a)}>
                    <IconPencil size={18} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('actions.delete')}>
                  <ActionIcon variant="subtle" color="red" aria-label={t('address.delete')} onClick={() => setDeleting(a)}>
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={t(editing ? 'address.editTitle' : 'address.addTitle')}
        radius="lg"
        size="lg"
        centered
      >
        {editing !== undefined && (
          <AddressForm
            key={editing?.customerAddressId ?? 'new'}
            address={editing}
            defaultPhone={customer.phone}
            onSubmit={(input) =>
              editing ? updateAddress(customer.id, editing.customerAddressId, input) : createAddress(customer.id, input)
            }
            onSaved={(_a, message) => {
              setEditing(undefined);
              notifySuccess(message);
              void refresh();
            }}
            onCancel={() => setEditing(undefined)}
          />
        )}
      </Modal>
      <ConfirmDeleteDialog
        opened={deleting !== null}
        texts={{
          title: t('address.deleteTitle'),
          text: t('address.deleteText', { city: deleting?.city ?? '' }),
          confirm: t('address.deleteConfirm'),
          refused: t('address.deleteRefused'),
        }}
        onDelete={async () => (await deleteAddress(customer.id, deleting!.customerAddressId)).message}
        failureOf={failureMessage}
        onClose={() => setDeleting(null)}
        onDeleted={(message) => {
          notifySuccess(message);
          void refresh();
        }}
      />
    </Stack>
  );
}
