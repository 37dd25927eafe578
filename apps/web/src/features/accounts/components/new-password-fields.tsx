import { PasswordInput, Stack } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';

interface Props {
  /** The new password field's props (`form.getInputProps('password')`) and its value, for the meter. */
  password: GetInputPropsReturnType & { value?: unknown };
  confirm: GetInputPropsReturnType;
  /** "Password" on sign-up, "New password" where one is replaced. */
  label?: 'password' | 'newPassword';
}

/** A new password with its strength, and the same again to confirm it (sign-up, reset, change). */
export function NewPasswordFields({ password, confirm, label = 'newPassword' }: Props) {
  const { t } = useTranslation('auth');
  return (
    <>
      <Stack gap={6}>
        <PasswordInput label={t(`fields.${label}`)} autoComplete="new-password" withAsterisk {...password} />
        <PasswordStrengthMeter password={typeof password.value === 'string' ? password.value : ''} />
      </Stack>
      <PasswordInput label={t('fields.confirmPassword')} autoComplete="new-password" withAsterisk {...confirm} />
    </>
  );
}
