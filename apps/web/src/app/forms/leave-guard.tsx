import { useEffect } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * Asks before leaving a page with unsaved changes: in-app navigation to another page (a change of
 * the query, such as the open tab, is not leaving), and closing or reloading the browser tab.
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const { t } = useTranslation('forms');
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a return value to show their own question.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);

  // Saved or discarded while the question is open: nothing is lost any more.
  useEffect(() => {
    if (blocker.state === 'blocked' && !when) blocker.proceed();
  }, [blocker, when]);

  return (
    <Modal opened={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} title={t('leave.title')} centered radius="lg">
      <Text>{t('leave.text')}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {t('leave.stay')}
        </Button>
        <Button color="red.9" onClick={() => blocker.proceed?.()}>
          {t('leave.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
