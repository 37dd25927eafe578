import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify.ts';
import { storeSettingsKey } from '@/lib/store-settings.ts';
import { addFirstBranch } from '@/features/onboarding/api.ts';
import { emptyBranch, rowKey } from '@/app/components/branch-form/branch-values.ts';
import { BranchForm } from '@/app/components/branch-form/branch-form.tsx';
import { refreshAccount } from '@/features/onboarding/api.ts';
import { StepHeading } from '@/features/onboarding/components/step-heading.tsx';

/** Step 5: the first branch or warehouse, with every field of spec §3; it is the main one. The store's currency is asked with it. */
export function BranchStep({ phone }: { phone: string }) {
  const { t } = useTranslation('onboarding');
  const queryClient = useQueryClient();
  const initial = emptyBranch({
    name: t('branch.defaultName'),
    isMain: true,
    contacts: phone ? [{ key: rowKey(), type: 'mobile', value: phone }] : [],
  });
  return (
    <Stack gap="lg">
      <StepHeading title={t('branch.title')} subtitle={t('branch.subtitle')} />
      <BranchForm
        initialValues={initial}
        withMainSwitch={false}
        withCurrency
        submitLabel={t('branch.save')}
        onSubmit={async (input) => {
          const { message } = await addFirstBranch({ ...input, isMain: true });
          notify('success', message);
          // The currency chosen with it is the store's now: every amount field reads it again.
          void queryClient.invalidateQueries({ queryKey: storeSettingsKey });
          await refreshAccount(queryClient);
        }}
      />
    </Stack>
  );
}
