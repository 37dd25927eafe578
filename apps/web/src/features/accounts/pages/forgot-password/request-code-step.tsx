import { useState } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ForgotPasswordInput } from '@souqna/contracts';
import { useAction } from '@/lib/use-action.ts';
import { failureMessage } from '@/lib/failure.ts';
import { showServerFieldErrors } from '@/lib/form-resolver.ts';
import { useContractForm } from '@/lib/use-contract-form.ts';
import { forgotPassword } from '@/features/accounts/api.ts';
import { FormFailure } from '@/app/components/form-failure.tsx';
import { leftToRightValue } from '@/app/forms/text-direction.ts';

export function RequestCodeStep({ email, onSent }: { email: string; onSent: (email: string, message: string) => void }) {
  const { t } = useTranslation(['account', 'auth']);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    initialValues: { email },
    schema: ForgotPasswordInput,
  });
  const mutation = useAction(forgotPassword);
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    const { email: address } = ForgotPasswordInput.parse(values);
    try {
      const { message } = await mutation.run(address);
      onSent(address, message);
    } catch (error) {
      if (!showServerFieldErrors(error, form.setErrors)) setFailure(failureMessage(error));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormFailure message={failure} />
        <TextInput
          label={t('auth:fields.email')}
          type="email"
          autoComplete="email"
          leftSection={<IconMail size={16} />}
          withAsterisk
          {...leftToRightValue}
          {...form.getInputProps('email')}
        />
        <Button type="submit" size="md" fullWidth loading={mutation.isPending}>
          {t('forgot.send')}
        </Button>
      </Stack>
    </form>
  );
}
