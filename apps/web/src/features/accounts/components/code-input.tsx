import { Input, PinInput, Stack } from '@mantine/core';
import { VERIFY_CODE_LENGTH } from '@souqna/contracts';
import { useTranslation } from 'react-i18next';

interface Props {
  value: string;
  onChange: (value: string) => void;
  onComplete?: (value: string) => void;
  error?: string | null;
  disabled?: boolean;
}

/** The six-digit code, always left to right, with its error under it. */
export function CodeInput({ value, onChange, onComplete, error, disabled }: Props) {
  const { t } = useTranslation(['account', 'auth']);
  return (
    <Stack gap={6} align="center">
      <Input.Label id="code-label">{t('auth:fields.code')}</Input.Label>
      <PinInput
        dir="ltr"
        length={VERIFY_CODE_LENGTH}
        type="number"
        oneTimeCode
        autoFocus
        size="lg"
        value={value}
        onChange={onChange}
        onComplete={onComplete}
        error={Boolean(error)}
        disabled={disabled}
        aria-labelledby="code-label"
        getInputProps={(index) => ({ 'aria-label': t('auth:fields.codeDigit', { n: index + 1 }) })}
      />
      {error && (
        <Input.Error role="alert" ta="center">
          {error}
        </Input.Error>
      )}
    </Stack>
  );
}
