import { useState } from 'react';
import { Alert, Button, FileInput, Group, List, Modal, Progress, ScrollArea, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconFileSpreadsheet, IconInfoCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ImportJob, ImportPreview, ImportProblem } from '@souqna/contracts';
import { failureMessage } from '@/lib/failure.ts';
import { productKeys } from '@/features/catalogue/product-api.ts';
import { importProgress, previewImport, startImport } from '@/features/catalogue/product-import.ts';

const POLL_MS = 1000;
const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Import products from a CSV or Excel file: pick, check (first rows and every refused row), confirm, follow the job. */
export default function ImportModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('products');
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [importId, setImportId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const job = useQuery({
    // Outside productKeys.all: the list refreshing once the job is done must not poll it again.
    queryKey: ['product-import', importId],
    queryFn: async () => {
      const progress = await importProgress(importId!);
      if (progress.state === 'done') void queryClient.invalidateQueries({ queryKey: productKeys.all });
      return progress;
    },
    enabled: importId !== null,
    refetchInterval: (q) => (q.state.data && isOver(q.state.data) ? false : POLL_MS),
  });
  const progress = job.data;

  const check = async () => {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    try {
      setPreview(await previewImport(file));
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const confirm = async () => {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    try {
      setImportId((await startImport(file)).importId);
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const again = () => {
    setFile(null);
    setPreview(null);
    setImportId(null);
    setFailure(null);
  };
  const running = importId !== null && (!progress || !isOver(progress));

  let body;
  if (importId !== null) {
    body = <ImportRun progress={progress} error={job.isError ? failureMessage(job.error) : null} />;
  } else if (preview) {
    body = <ImportCheck preview={preview} />;
  } else {
    body = (
      <Stack gap="sm">
        <Text fz="sm">{t('import.intro')}</Text>
        <FileInput
          label={t('import.file')}
          placeholder={t('import.filePlaceholder')}
          accept={ACCEPT}
          value={file}
          onChange={setFile}
          leftSection={<IconFileSpreadsheet size={18} />}
          clearable
        />
      </Stack>
    );
  }

  const actions = () => {
    if (importId !== null)
      return (
        <>
          {progress?.state === 'failed' && (
            <Button variant="default" onClick={again}>
              {t('import.chooseAnother')}
            </Button>
          )}
          <Button onClick={onClose} disabled={running}>
            {t('import.close')}
          </Button>
        </>
      );
    if (preview)
      return (
        <>
          <Button variant="default" onClick={again} disabled={busy}>
            {t('import.chooseAnother')}
          </Button>
          <Button onClick={() => void confirm()} loading={busy} disabled={preview.errors.length > 0 || preview.totalRows === 0}>
            {t('import.confirm', { count: preview.totalRows })}
          </Button>
        </>
      );
    return (
      <>
        <Button variant="default" onClick={onClose}>
          {t('import.cancel')}
        </Button>
        <Button onClick={() => void check()} loading={busy} disabled={!file}>
          {t('import.check')}
        </Button>
      </>
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('import.title')} size="xl" radius="lg" closeOnClickOutside={!running}>
      <Stack gap="md">
        <Alert color="blue" variant="light" radius="md" icon={<IconInfoCircle size={20} />} title={t('import.allOrNothingTitle')}>
          {t('import.allOrNothing')}
        </Alert>
        {body}
        {failure && (
          <Alert
            color="red"
            variant="light"
            radius="md"
            icon={<IconAlertCircle size={20} />}
            title={t('import.failed')}
            role="alert"
          >
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {actions()}
        </Group>
      </Stack>
    </Modal>
  );
}

const isOver = (p: ImportJob) => p.state === 'done' || p.state === 'failed';

/** What the file holds: its first rows, and every row that would be refused (then nothing can be imported). */
function ImportCheck({ preview }: { preview: ImportPreview }) {
  const { t } = useTranslation('products');
  return (
    <Stack gap="sm">
      <Text fw={600}>{t('import.rows', { count: preview.totalRows })}</Text>
      <ScrollArea.Autosize mah={260} type="auto">
        <Table withTableBorder withColumnBorders fz="xs" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('import.row')}</Table.Th>
              {preview.columns.map((c) => (
                <Table.Th key={c}>
                  <bdi>{c}</bdi>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.rows.map((r) => (
              <Table.Tr key={r.row}>
                <Table.Td>{r.row}</Table.Td>
                {preview.columns.map((c) => (
                  <Table.Td key={c}>
                    <bdi>{r.values[c] === null || r.values[c] === undefined ? '' : String(r.values[c])}</bdi>
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {preview.rows.length < preview.totalRows && (
        <Text fz="xs" c="dimmed">
          {t('import.firstRows', { count: preview.rows.length })}
        </Text>
      )}
      {preview.errors.length > 0 ? (
        <RowErrors errors={preview.errors} title={t('import.errors', { count: preview.errors.length })} />
      ) : (
        <Group gap="xs" c="teal">
          <IconCheck size={18} />
          <Text fz="sm">{t('import.ready')}</Text>
        </Group>
      )}
    </Stack>
  );
}

function RowErrors({ errors, title }: { errors: ImportProblem[]; title: string }) {
  const { t } = useTranslation('products');
  return (
    <Alert color="red" variant="light" radius="md" icon={<IconAlertCircle size={20} />} title={title}>
      <Text fz="sm" mb="xs">
        {t('import.fixAndRetry')}
      </Text>
      <ScrollArea.Autosize mah={200} type="auto">
        <Table fz="xs" aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>{t('import.row')}</Table.Th>
              <Table.Th w={140}>{t('import.column')}</Table.Th>
              <Table.Th>{t('import.problem')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {errors.map((e, i) => (
              <Table.Tr key={i}>
                <Table.Td>{e.row}</Table.Td>
                <Table.Td>
                  <bdi>{e.column ?? '—'}</bdi>
                </Table.Td>
                <Table.Td>{e.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Alert>
  );
}

/** The job: a progress bar while it runs, then what it created and updated, or why nothing was imported. */
function ImportRun({ progress, error }: { progress: ImportJob | undefined; error: string | null }) {
  const { t } = useTranslation('products');
  if (progress?.state === 'done')
    return (
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon color="teal" variant="light" radius="xl" size="lg">
          <IconCheck size={20} />
        </ThemeIcon>
        <Stack gap={4}>
          <Text fw={600}>{t('import.done')}</Text>
          <List fz="sm" spacing={2}>
            <List.Item>{t('import.created', { count: progress.created })}</List.Item>
            <List.Item>{t('import.updated', { count: progress.updated })}</List.Item>
          </List>
        </Stack>
      </Group>
    );
  if (progress?.state === 'failed') return <RowErrors errors={progress.errors} title={t('import.nothingImported')} />;
  const percent = progress && progress.total > 0 ? Math.round((progress.processed / progress.total) * 100) : 0;
  return (
    <Stack gap="xs">
      <Text fz="sm">{t('import.running')}</Text>
      <Progress value={percent} size="lg" radius="xl" animated striped aria-label={t('import.progress')} />
      <Text fz="xs" c="dimmed">
        {progress ? t('import.processed', { processed: progress.processed, total: progress.total }) : t('import.queued')}
      </Text>
      {error && (
        <Text fz="xs" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}
