import { lazy, Suspense, useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconFileSpreadsheet, IconFileText, IconFileUpload, IconFileDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '@/lib/failure.ts';
import { notify } from '@/lib/notify.ts';
import { exportProducts, type ExportFormat } from '@/features/catalogue/product-import.ts';

const ImportModal = lazy(() => import('./import-modal.tsx'));

/** Export the products as CSV or Excel, and import them from such a file. */
export function ProductFileActions() {
  const { t } = useTranslation('products');
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const [importing, setImporting] = useState(false);
  const download = async (format: ExportFormat) => {
    setExporting(format);
    try {
      await exportProducts(format);
    } catch (error) {
      notify('error', failureMessage(error), { title: t('export.failed') });
    } finally {
      setExporting(null);
    }
  };
  return (
    <>
      <Button variant="default" leftSection={<IconFileUpload size={18} />} onClick={() => setImporting(true)}>
        {t('import.open')}
      </Button>
      <Menu position="bottom-end" withinPortal shadow="md" radius="md">
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconFileDownload size={18} />}
            rightSection={<IconChevronDown size={16} />}
            loading={exporting !== null}
          >
            {t('export.open')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconFileText size={16} />} onClick={() => void download('csv')}>
            {t('export.csv')}
          </Menu.Item>
          <Menu.Item leftSection={<IconFileSpreadsheet size={16} />} onClick={() => void download('xlsx')}>
            {t('export.xlsx')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {importing && (
        <Suspense fallback={null}>
          <ImportModal onClose={() => setImporting(false)} />
        </Suspense>
      )}
    </>
  );
}
