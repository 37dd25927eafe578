import { Box, Group, Progress, Stepper, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ONBOARDING_STEPS, stepIndex, type StageFlags, type StepKey } from '../stages.ts';

export interface OnboardingStepperProps {
  stage: StageFlags;
  /** The step on screen; null when every step is behind (the review state). */
  current: StepKey | null;
}

/**
 * Where the merchant stands among the six steps: done ones checked, the current one marked, the
 * rest to do. A full stepper from the small breakpoint up, one line and a bar on a phone.
 */
export function OnboardingStepper({ stage, current }: OnboardingStepperProps) {
  const { t } = useTranslation('onboarding');
  const total = ONBOARDING_STEPS.length;
  const active = current === null ? total : stepIndex(current);
  const doneCount = ONBOARDING_STEPS.filter((s) => stage[s.flag]).length;
  return (
    <Box component="nav" aria-label={t('stepper.label')}>
      <Stepper
        active={active}
        size="sm"
        iconSize={30}
        allowNextStepsSelect={false}
        wrap={false}
        completedIcon={<IconCheck size={16} stroke={2.5} />}
        visibleFrom="sm"
        styles={{
          stepLabel: { fontSize: 'var(--mantine-font-size-xs)', fontWeight: 600, whiteSpace: 'nowrap' },
          stepBody: { marginInlineStart: 6 },
          separator: { marginInline: 6, minWidth: 8 },
        }}
      >
        {ONBOARDING_STEPS.map((step) => (
          <Stepper.Step
            key={step.key}
            label={t(`stepper.steps.${step.key}`)}
            aria-current={step.key === current ? 'step' : undefined}
          />
        ))}
      </Stepper>
      <Box hiddenFrom="sm">
        <Group justify="space-between" gap="xs" mb={6}>
          <Text fz="sm" fw={700}>
            {current ? t(`stepper.steps.${current}`) : t('stepper.review')}
          </Text>
          <Text fz="xs" c="dimmed">
            {t('stepper.progress', { done: Math.min(active + 1, total), total })}
          </Text>
        </Group>
        <Progress value={(doneCount / total) * 100} size="sm" radius="xl" aria-hidden />
      </Box>
    </Box>
  );
}
