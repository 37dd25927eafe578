import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconTableExport, IconFileTypeCsv, IconFileTypeXls } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TransactionsFilter } from '@souqna/contracts';
import { failureMessage } from '@/lib/failure.ts';
import { notify } from '@/lib/notify.ts';
import { exportTransactions, type ExportFormat } from '@/features/wallet/api.ts';

/** The entries the filters match as a CSV or Excel file, as the products' export saves its file. */
export function ExportMenu({ filter, disabled }: { filter: TransactionsFilter; disabled: boolean }) {
  const { t } = useTranslation('wallet');
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const save = async (format: ExportFormat) => {
    setExporting(format);
    try {
      await exportTransactions(format, filter);
    } catch (error) {
      notify('error', failureMessage(error), { title: t('export.failed') });
    } finally {
      setExporting(null);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal shadow="md" radius="md">
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconTableExport size={18} />}
          rightSection={<IconChevronDown size={16} />}
          loading={exporting !== null}
          disabled={disabled}
        >
          {t('export.open')}
        </Button>
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
