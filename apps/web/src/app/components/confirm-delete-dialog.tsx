import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface Texts {
  title: string;
  text: string;
  confirm: string;
  /** The heading of the server's refusal ("the category was not deleted"). */
  refused: string;
}

/**
 * Asks before deleting. A refusal (409: sub-categories, products) is shown in the dialog, where the
 * merchant is looking, in the server's words: what stops it and what to do.
 */
export function ConfirmDeleteDialog({
  opened,
  texts,
  onDelete,
  failureOf,
  onClose,
  onDeleted,
}: {
  opened: boolean;
  texts: Texts;
  /** Deletes; answers the server's message. */
  onDelete: () => Promise<string>;
  failureOf: (error: unknown) => string;
  onClose: () => void;
  onDeleted: (message: string) => void;
}) {
  const { t } = useTranslation('common');
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  // The dialog keeps its texts while it fades out after the parent cleared what it was deleting.
  const [shown, setShown] = useState(texts);
  if (opened && texts.text !== shown.text) setShown(texts);
  const close = () => {
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    setFailure(null);
    setDeleting(true);
    try {
      const message = await onDelete();
      onDeleted(message);
      close();
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setDeleting(false);
    }
  };
  return (
    <Modal opened={opened} onClose={close} title={shown.title} radius="lg" centered>
      <Stack gap="md">
        <Text>{shown.text}</Text>
        {failure && (
          <Alert color="red" variant="light" radius="md" icon={<IconAlertCircle size={20} />} title={shown.refused} role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button color="red" loading={deleting} onClick={() => void confirm()}>
            {shown.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
