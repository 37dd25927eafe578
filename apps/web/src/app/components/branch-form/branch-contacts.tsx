import { ActionIcon, Button, Group, Input, Paper, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MAX_BRANCH_CONTACTS } from '@souqna/contracts';
import { rowKey, type BranchFormValues } from './branch-values.ts';
import { ContactTypeSelect, ContactValueInput } from './contact-fields.tsx';

/** The branch's phones, e-mails and links: add, change the type, remove. Errors at `contacts.{i}.value`. */
export function BranchContacts({ form }: { form: UseFormReturnType<BranchFormValues> }) {
  const { t } = useTranslation('warehouse');
  const contacts = form.values.contacts;
  return (
    <Input.Wrapper
      description={t('form.contactsHint')}
      error={typeof form.errors.contacts === 'string' ? form.errors.contacts : undefined}
    >
      <Stack gap="sm" mt={6}>
        {contacts.length === 0 && (
          <Paper withBorder radius="md" p="md" style={{ borderStyle: 'dashed' }}>
            <Text fz="sm" c="dimmed" ta="center">
              {t('form.noContacts')}
            </Text>
          </Paper>
        )}
        {contacts.map((contact, i) => (
          <Group key={contact.key} gap="sm" align="flex-start" wrap="wrap">
            <ContactTypeSelect
              label={t('contacts.typeOf', { n: i + 1 })}
              value={contact.type}
              onChange={(type) => form.setFieldValue(`contacts.${i}.type`, type)}
              error={form.errors[`contacts.${i}.type`] as string | undefined}
            />
            <ContactValueInput
              type={contact.type}
              label={t('contacts.valueOf', { n: i + 1 })}
              {...form.getInputProps(`contacts.${i}.value`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mt={26}
              aria-label={t('contacts.remove', { n: i + 1 })}
              title={t('contacts.remove', { n: i + 1 })}
              onClick={() => form.removeListItem('contacts', i)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            disabled={contacts.length >= MAX_BRANCH_CONTACTS}
            onClick={() => form.insertListItem('contacts', { key: rowKey(), type: 'mobile', value: '' })}
          >
            {t('form.addContact')}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
