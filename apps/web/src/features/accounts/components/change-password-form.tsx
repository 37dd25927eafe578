import { useState } from 'react';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm as ChangePasswordSchema } from '@souqna/contracts';
import { useAction } from '@/lib/use-action.ts';
import { appStore } from '@/lib/app-store.ts';
import { failureMessage } from '@/lib/failure.ts';
import { showServerFieldErrors } from '@/lib/form-resolver.ts';
import { useContractForm } from '@/lib/use-contract-form.ts';
import { notify } from '@/lib/notify.ts';
import { changePassword } from '@/features/accounts/api.ts';
import { FormFailure } from '@/app/components/form-failure.tsx';
import { NewPasswordFields } from '@/features/accounts/components/new-password-fields.tsx';

interface Values {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Current, new (strength rule and meter) and confirmation; the server answers a fresh token pair. */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['account', 'auth']);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm<Values>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    schema: ChangePasswordSchema,
  });
  const mutation = useAction(changePassword);
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    const { currentPassword, newPassword } = ChangePasswordSchema.parse(values);
    try {
      const { data, message } = await mutation.run({ currentPassword, newPassword });
      appStore.getState().setTokens(data);
      notify('success', message);
      form.reset();
      onDone();
    } catch (error) {
      if (!showServerFieldErrors(error, form.setErrors)) setFailure(failureMessage(error));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormFailure message={failure} />
        <PasswordInput
          label={t('auth:fields.currentPassword')}
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('currentPassword')}
        />
        <NewPasswordFields password={form.getInputProps('newPassword')} confirm={form.getInputProps('confirmPassword')} />
        <Button type="submit" size="md" loading={mutation.isPending}>
          {t('change.submit')}
        </Button>
      </Stack>
    </form>
  );
}
