import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useBeforeUnload, useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * Spec §4 Inventory: a page change (or leaving the screen) with unsaved changes offers save or
 * ignore. Paging and filters live in the address, so one blocker covers them all; a reload or a
 * closed tab gets the browser's own question.
 */
export function UnsavedChangesGuard({
  count,
  onSave,
  onIgnore,
}: {
  /** How many changes are unsaved; 0 lets every navigation through. */
  count: number;
  /** Saves; resolves true when saved (the navigation then goes on), false when refused (it stays). */
  onSave: () => Promise<boolean>;
  onIgnore: () => void;
}) {
  const { t } = useTranslation('products');
  const [saving, setSaving] = useState(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      count > 0 && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useBeforeUnload((event) => {
    if (count > 0) event.preventDefault();
  });
  const blocked = blocker.state === 'blocked';
  const save = async () => {
    setSaving(true);
    const saved = await onSave().finally(() => setSaving(false));
    if (blocker.state !== 'blocked') return;
    if (saved) blocker.proceed();
    else blocker.reset();
  };
  return (
    <Modal
      opened={blocked}
      onClose={() => blocker.reset?.()}
      title={t('unsaved.title')}
      radius="lg"
      centered
      closeOnClickOutside={!saving}
    >
      <Stack gap="md">
        <Text>{t('unsaved.text', { count })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="subtle" color="gray" disabled={saving} onClick={() => blocker.reset?.()}>
            {t('unsaved.stay')}
          </Button>
          <Button
            variant="default"
            disabled={saving}
            onClick={() => {
              onIgnore();
              blocker.proceed?.();
            }}
          >
            {t('unsaved.ignore')}
          </Button>
          <Button loading={saving} onClick={() => void save()}>
            {t('unsaved.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
