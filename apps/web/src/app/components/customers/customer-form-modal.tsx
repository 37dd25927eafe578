import { useState } from 'react';
import { Input, Modal, SegmentedControl, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_NAME_MAX, CustomerInput, LANGUAGES, type Customer, type Language } from '@souqna/contracts';
import { ownDirection, leftToRightValue } from '@/app/forms/text-direction.ts';
import { appStore } from '@/lib/app-store.ts';
import { failureMessage } from '@/lib/failure.ts';
import { contractsResolver, showServerFieldErrors } from '@/lib/form-resolver.ts';
import { DialogActions } from '@/app/forms/dialog-actions.tsx';
import { createCustomer, customerKeys, updateCustomer } from '@/lib/customers.ts';

interface Values {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  language: Language;
}

const valuesOf = (c: Customer | null): Values => ({
  firstName: c?.firstName ?? '',
  lastName: c?.lastName ?? '',
  phone: c?.phone ?? '',
  email: c?.email ?? '',
  language: c?.language ?? 'ar',
});

/**
 * Adds a customer, or edits `customer` (spec §3 Customer, rules of CustomerInput). The server's
 * field errors (a phone another customer has) land beside their fields. Needs the phone support
 * loaded (`loadPhoneSupport`) by the route that shows it.
 */
export function CustomerFormModal({
  opened,
  customer,
  onClose,
  onSaved,
}: {
  opened: boolean;
  customer: Customer | null;
  onClose: () => void;
  onSaved: (customer: Customer, message: string) => void;
}) {
  const { t } = useTranslation('customers');
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: valuesOf(customer),
    validate: contractsResolver<Values>(CustomerInput, () => appStore.getState().language),
  });
  // A new customer or another one being edited starts from its own values.
  const [shownId, setShownId] = useState<string | null | undefined>(undefined);
  const id = opened ? (customer?.id ?? null) : shownId;
  if (opened && id !== shownId) {
    setShownId(id);
    form.setValues(valuesOf(customer));
    form.resetDirty(valuesOf(customer));
    form.clearErrors();
    setFailure(null);
  }

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const { data, message } = customer ? await updateCustomer(customer.id, values) : await createCustomer(values);
      await queryClient.invalidateQueries({ queryKey: customerKeys.all });
      onSaved(data, message);
      setShownId(undefined);
    } catch (error) {
      showServerFieldErrors(error, form.setErrors);
      setFailure(failureMessage(error));
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(customer ? 'form.editTitle' : 'form.addTitle')}
      radius="lg"
      centered
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label={t('form.firstName')}
              withAsterisk
              maxLength={CUSTOMER_NAME_MAX}
              autoComplete="given-name"
              data-autofocus
              {...ownDirection}
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label={t('form.lastName')}
              withAsterisk
              maxLength={CUSTOMER_NAME_MAX}
              autoComplete="family-name"
              {...ownDirection}
              {...form.getInputProps('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label={t('form.phone')}
            description={t('form.phoneHint')}
            placeholder="05XXXXXXXX"
            withAsterisk
            type="tel"
            {...leftToRightValue}
            autoComplete="tel"
            {...form.getInputProps('phone')}
          />
          <TextInput
            label={t('form.email')}
            placeholder="name@example.com"
            withAsterisk
            type="email"
            {...leftToRightValue}
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <Input.Wrapper label={t('form.language')} description={t('form.languageHint')}>
            <SegmentedControl
              mt={6}
              fullWidth
              data={LANGUAGES.map((l) => ({ value: l, label: t(`common:language.names.${l}`) }))}
              {...form.getInputProps('language')}
            />
          </Input.Wrapper>
          <DialogActions
            failure={failure}
            cancel={t('form.cancel')}
            submit={t(customer ? 'form.submitEdit' : 'form.submitAdd')}
            onCancel={onClose}
            submitting={form.submitting}
          />
        </Stack>
      </form>
    </Modal>
  );
}
