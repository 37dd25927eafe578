import { Stack, Text, Textarea, type TextareaProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = Omit<TextareaProps, 'value'> & { value: string; max: number };

/** A text area with its character count under it, at the end of the line. */
export function CountedTextarea({ value, max, ...props }: Props) {
  const { t } = useTranslation('common');
  const over = value.length > max;
  return (
    <Stack gap={4}>
      <Textarea autosize minRows={3} maxRows={8} value={value} {...props} />
      <Text fz="xs" ta="end" c={over ? 'var(--mantine-color-error)' : 'dimmed'} aria-live="polite">
        {t('counter', { count: value.length, max })}
      </Text>
    </Stack>
  );
}
