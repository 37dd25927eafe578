import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const CLAUSES = ['identity', 'accuracy', 'products', 'payments', 'privacy', 'review'] as const;

/** The merchant terms the verification asks to accept, readable without leaving the form. */
export function TermsModal({ opened, onClose, onAccept }: { opened: boolean; onClose: () => void; onAccept: () => void }) {
  const { t } = useTranslation('onboarding');
  return (
    <Modal opened={opened} onClose={onClose} title={t('terms.title')} size="lg" radius="lg" centered>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {t('terms.intro')}
        </Text>
        <List spacing="sm" type="ordered" fz="sm">
          {CLAUSES.map((clause) => (
            <List.Item key={clause}>{t(`terms.clauses.${clause}`)}</List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('terms.close')}
          </Button>
          <Button
            onClick={() => {
              onAccept();
              onClose();
            }}
          >
            {t('terms.accept')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
