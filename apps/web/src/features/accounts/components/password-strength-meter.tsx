import { Group, Progress, Stack, Text } from '@mantine/core';
import { passwordStrength, type PasswordStrength } from '@souqna/contracts';
import { useTranslation } from 'react-i18next';

const LOOK: Record<PasswordStrength, { value: number; color: string }> = {
  weak: { value: 33, color: 'red' },
  medium: { value: 66, color: 'amber' },
  strong: { value: 100, color: 'teal' },
};

/** Weak, medium or strong, by the contracts' rule (the same one the server applies). */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation(['account', 'auth']);
  if (!password) return null;
  const strength = passwordStrength(password);
  const { value, color } = LOOK[strength];
  return (
    <Stack gap={4} aria-live="polite">
      <Progress value={value} color={color} size="sm" aria-label={t('strength.label')} />
      <Group justify="space-between" gap="xs">
        <Text fz="xs" c="dimmed">
          {t('strength.label')}
        </Text>
        <Text fz="xs" fw={700} data-strength={strength}>
          {t(`strength.${strength}`)}
        </Text>
      </Group>
      {strength !== 'strong' && (
        <Text fz="xs" c="dimmed">
          {t('strength.rule')}
        </Text>
      )}
    </Stack>
  );
}
