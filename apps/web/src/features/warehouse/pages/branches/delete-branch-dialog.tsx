import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Warehouse } from '@souqna/contracts';
import { failureMessage } from '@/lib/failure.ts';
import { deleteBranch } from '@/features/warehouse/api.ts';

/**
 * Asks before deleting. The server refuses the main branch and a branch that holds stock (409) with a
 * sentence saying what to do; it is shown here, in the dialog, where the merchant is looking.
 */
export function DeleteBranchDialog({
  branch,
  onClose,
  onDeleted,
}: {
  branch: Warehouse | null;
  onClose: () => void;
  onDeleted: (message: string) => void;
}) {
  const { t } = useTranslation('warehouse');
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  // The dialog keeps naming the branch while it fades out after `branch` became null.
  const [shown, setShown] = useState(branch);
  if (branch && branch !== shown) setShown(branch);
  const close = () => {
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    if (!branch) return;
    setFailure(null);
    setDeleting(true);
    try {
      const { message } = await deleteBranch(branch.id);
      onDeleted(message);
      close();
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setDeleting(false);
    }
  };
  return (
    <Modal opened={branch !== null} onClose={close} title={t('delete.title')} radius="lg" centered>
      <Stack gap="md">
        <Text>{t('delete.text', { name: shown?.name ?? '' })}</Text>
        {failure && (
          <Alert
            color="red"
            variant="light"
            radius="md"
            icon={<IconAlertCircle size={20} />}
            title={t('delete.refused')}
            role="alert"
          >
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('delete.cancel')}
          </Button>
          <Button color="red" loading={deleting} onClick={() => void confirm()}>
            {t('delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
