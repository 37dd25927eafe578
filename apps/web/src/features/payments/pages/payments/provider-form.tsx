import type { FormEventHandler, ReactNode } from 'react';
import { Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/app/forms/dialog-actions.tsx';

/** A payment method's settings in a dialog: its fields, why the last save failed, cancel and "save and turn on". */
export function ProviderForm({
  title,
  onClose,
  onSubmit,
  failure,
  submitting,
  children,
}: {
  title: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  failure: string | null;
  submitting: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('payments');
  return (
    <Modal opened onClose={onClose} title={title} radius="lg" centered size="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {children}
          <DialogActions
            failure={failure}
            cancel={t('cancel')}
            submit={t('saveAndEnable')}
            onCancel={onClose}
            submitting={submitting}
          />
        </Stack>
      </form>
    </Modal>
  );
}
