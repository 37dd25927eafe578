import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Labels = { name: string } | { editLabel: string; deleteLabel: string };

/**
 * A row's edit and delete buttons, at the end of a table row. Each is named for the row: "Edit
 * ‹name›" (texts under `actions.` in `common`) or the list's own words when it passes them.
 */
export function RowActions({ onEdit, onDelete, ...labels }: Labels & { onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const edit = 'name' in labels ? `${t('actions.edit')} ${labels.name}` : labels.editLabel;
  const remove = 'name' in labels ? `${t('actions.delete')} ${labels.name}` : labels.deleteLabel;
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Tooltip label={t('actions.edit')}>
        <ActionIcon variant="subtle" color="gray" aria-label={edit} onClick={onEdit}>
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('actions.delete')}>
        <ActionIcon variant="subtle" color="red" aria-label={remove} onClick={onDelete}>
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
