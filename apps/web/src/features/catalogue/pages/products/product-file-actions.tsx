import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ExportMenu } from '@/app/components/export-menu.tsx';
import { exportProducts } from '@/features/catalogue/product-import.ts';

const ImportModal = lazy(() => import('./import-modal.tsx'));

/** Export the products as CSV or Excel, and import them from such a file. */
export function ProductFileActions() {
  const { t } = useTranslation('products');
  const [importing, setImporting] = useState(false);
  return (
    <>
      <Button variant="default" leftSection={<IconFileUpload size={18} />} onClick={() => setImporting(true)}>
        {t('import.open')}
      </Button>
      <ExportMenu onExport={exportProducts} label={t('export.open')} failedTitle={t('export.failed')} />
      {importing && (
        <Suspense fallback={null}>
          <ImportModal onClose={() => setImporting(false)} />
        </Suspense>
      )}
    </>
  );
}
