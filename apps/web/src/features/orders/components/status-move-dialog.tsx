import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPackageImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ORDER_NOTE_MAX, RESTOCKING_STATUSES, type CustomStatusRef, type OrderStatus } from '@souqna/contracts';
import { failureMessage } from '@/lib/failure.ts';
import { FormFailure } from '@/app/components/form-failure.tsx';
import { CountedTextarea } from '@/app/components/counted-textarea.tsx';
import { useCustomStatusName, useStatusName } from './status-badge.tsx';

interface Props {
  /** The status asked for; null keeps the dialog closed. */
  to: OrderStatus | null;
  /** The custom status asked for, a stage inside `to`: the dialog names it. */
  custom?: CustomStatusRef | null;
  /** Whether the move puts the stock back; by default, whether `to` does (a stage of the order's own status does not). */
  restocks?: boolean;
  /** What is moved, e.g. <OrderNumber> (isolated left to right) or "3 orders", in the merchant's words. */
  subject: ReactNode;
  /** Sends the move with the note; a failure stays in the dialog with the server's sentence. */
  onConfirm: (note: string) => Promise<void>;
  onClose: () => void;
}

const SUBJECT_SLOT = '\u0000';

/** "نقل #1001 إلى «…»": the sentence around the subject, which keeps its own element (a <bdi>). */
function MoveTitle({ subject, status }: { subject: ReactNode; status: string }) {
  const { t } = useTranslation('orders');
  const [before, after] = t('move.title', { subject: SUBJECT_SLOT, status }).split(SUBJECT_SLOT);
  return (
    <>
      {before}
      {subject}
      {after}
    </>
  );
}

/** Asks for an optional note before a status move, and says when the move puts the stock back. */
export function StatusMoveDialog({ to, custom, restocks: restocksAsked, subject, onConfirm, onClose }: Props) {
  const { t } = useTranslation('orders');
  const builtInName = useStatusName();
  const customName = useCustomStatusName();
  const statusName = (status: OrderStatus) => (custom ? customName(custom) : builtInName(status));
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [shownFor, setShownFor] = useState(to);
  // A new move starts with an empty note and no old failure.
  if (to !== shownFor) {
    setShownFor(to);
    setNote('');
    setFailure(null);
    setSending(false);
  }
  const restocks = to !== null && (restocksAsked ?? RESTOCKING_STATUSES.includes(to));
  const tooLong = note.trim().length > ORDER_NOTE_MAX;

  const confirm = async () => {
    setSending(true);
    setFailure(null);
    try {
      await onConfirm(note.trim());
    } catch (error) {
      setFailure(failureMessage(error));
      setSending(false);
    }
  };

  return (
    <Modal
      opened={to !== null}
      onClose={onClose}
      centered
      radius="lg"
      title={to ? <MoveTitle subject={subject} status={statusName(to)} /> : ''}
    >
      <Stack gap="md">
        {restocks && (
          <Alert color="orange" variant="light" icon={<IconPackageImport size={18} />} title={t('move.restockTitle')}>
            <Text fz="sm">{t('move.restockText')}</Text>
          </Alert>
        )}
        <CountedTextarea
          label={t('move.note')}
          description={t('move.noteHint')}
          value={note}
          max={ORDER_NOTE_MAX}
          onChange={(e) => setNote(e.currentTarget.value)}
          error={tooLong ? t('move.noteTooLong', { max: ORDER_NOTE_MAX }) : undefined}
          data-autofocus
        />
        <FormFailure message={failure} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('move.cancel')}
          </Button>
          <Button color={restocks ? 'red.8' : undefined} loading={sending} disabled={tooLong} onClick={() => void confirm()}>
            {to ? t(restocks ? 'move.confirmRestock' : 'move.confirm', { status: statusName(to) }) : ''}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
