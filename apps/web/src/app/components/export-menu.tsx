import { useState } from 'react';
import { ActionIcon, Button, Menu } from '@mantine/core';
import { IconChevronDown, IconTableExport, IconFileTypeCsv, IconFileTypeXls } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ExportFormat } from '@souqna/contracts';
import { failureMessage } from '@/lib/failure.ts';
import { notify } from '@/lib/notify.ts';

interface Props {
  /** Asks the server for the file and saves it (`lib/save-file.ts`). */
  onExport: (format: ExportFormat) => Promise<void>;
  /** The button's text; with `compact`, its accessible name. */
  label: string;
  /** The title of the notice when the file could not be made. */
  failedTitle: string;
  disabled?: boolean;
  /** An icon button, for a row of a table. */
  compact?: boolean;
}

/** A CSV or Excel file of what the screen shows (its labels in `shell`, loaded by every signed-in page): the format chosen from a menu, the button busy until it is saved. */
export function ExportMenu({ onExport, label, failedTitle, disabled, compact }: Props) {
  const { t } = useTranslation('shell');
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const save = async (format: ExportFormat) => {
    setExporting(format);
    try {
      await onExport(format);
    } catch (error) {
      notify('error', failureMessage(error), { title: failedTitle });
    } finally {
      setExporting(null);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal shadow="md" radius="md">
      <Menu.Target>
        {compact ? (
          <ActionIcon variant="subtle" aria-label={label} loading={exporting !== null} disabled={disabled}>
            <IconTableExport size={18} />
          </ActionIcon>
        ) : (
          <Button
            variant="default"
            leftSection={<IconTableExport size={18} />}
            rightSection={<IconChevronDown size={16} />}
            loading={exporting !== null}
            disabled={disabled}
          >
            {label}
          </Button>
        )}
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFileTypeCsv size={16} />} onClick={() => void save('csv')}>
          {t('export.csv')}
        </Menu.Item>
        <Menu.Item leftSection={<IconFileTypeXls size={16} />} onClick={() => void save('xlsx')}>
          {t('export.xlsx')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
