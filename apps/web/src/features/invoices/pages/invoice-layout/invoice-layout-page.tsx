import { useState } from 'react';
import { Box, Group, SegmentedControl, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { INVOICE_SIZES, InvoiceSettings, LANGUAGES, hasChanges, type InvoiceSize, type Language } from '@souqna/contracts';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import { LeaveGuard } from '@/app/forms/leave-guard.tsx';
import { SaveBar } from '@/app/forms/save-bar.tsx';
import { appStore, useAppStore } from '@/lib/app-store.ts';
import { failureMessage } from '@/lib/failure.ts';
import { contractsResolver, showServerFieldErrors, type FieldMessages } from '@/lib/form-resolver.ts';
import { useMe } from '@/lib/me.ts';
import { notify } from '@/lib/notify.ts';
import * as pages from '@/lib/pages.ts';
import { FIRST_PREVIEW, useInvoiceLayout, useOrdersToPreview, useSaveInvoiceLayout } from '@/features/invoices/api.ts';
import { FormSection } from './form-section.tsx';
import { IdentitySection } from './identity-section.tsx';
import { InvoicePreview } from './invoice-preview.tsx';
import { useLayoutEdits } from './use-layout-edits.ts';

export type LayoutSection = 'identity' | 'form';

const validate = contractsResolver<InvoiceSettings>(InvoiceSettings, () => appStore.getState().language);
const SAMPLE = 'sample';

/** What the preview is drawn on (sample data or one of the newest orders), its paper and language. */
function PreviewControls(props: {
  orderId: string;
  onOrder: (v: string) => void;
  size: InvoiceSize;
  onSize: (v: InvoiceSize) => void;
  lang: Language;
  onLang: (v: Language) => void;
}) {
  const { t } = useTranslation('invoices');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  // The server searches; the label of what is chosen (an order, the sample) is not a search.
  const shown = chosen?.label ?? t('preview.sample');
  const [wanted] = useDebouncedValue(search === shown ? '' : search.replace(/^#/, '').trim(), 250);
  const orders = useOrdersToPreview(wanted);
  const found = (orders.data ?? []).map((o) => ({ value: o.orderId, label: `#${o.number} · ${o.customerName}` }));
  const choices = [
    { value: SAMPLE, label: t('preview.sample') },
    ...(chosen && !found.some((o) => o.value === chosen.value) ? [chosen] : []),
    ...found,
  ];
  return (
    <Stack gap="xs">
      <Select
        label={t('preview.on')}
        data={choices}
        value={props.orderId}
        onChange={(v, option) => {
          if (!v) return;
          setChosen(v === SAMPLE ? null : option);
          props.onOrder(v);
        }}
        allowDeselect={false}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) => options}
        nothingFoundMessage={t('preview.noOrder')}
      />
      <Group gap="xs" grow>
        <SegmentedControl
          aria-label={t('preview.size')}
          data={INVOICE_SIZES.map((s) => ({ value: s, label: t(`sizes.${s}`) }))}
          value={props.size}
          onChange={(v) => props.onSize(v as InvoiceSize)}
        />
        <SegmentedControl
          aria-label={t('preview.language')}
          data={LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
          value={props.lang}
          onChange={(v) => props.onLang(v as Language)}
        />
      </Group>
    </Stack>
  );
}

function LayoutEditor({ saved, section }: { saved: InvoiceSettings; section: LayoutSection }) {
  const appLang = useAppStore((s) => s.language);
  const me = useMe();
  const edits = useLayoutEdits(saved);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [orderId, setOrderId] = useState(SAMPLE);
  const [size, setSize] = useState<InvoiceSize>(FIRST_PREVIEW.size);
  const [lang, setLang] = useState<Language>(appLang);
  const save = useSaveInvoiceLayout();
  const count = Object.keys(edits.changes).length;

  const set = (path: string, value: unknown) => {
    edits.set(path, value);
    setErrors(({ [path]: _gone, ...rest }) => rest);
  };
  const submit = async () => {
    const found = validate(edits.values);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const { message } = await save.mutateAsync(edits.changes);
      edits.reset();
      notify('success', message);
    } catch (error) {
      if (!showServerFieldErrors(error, setErrors)) notify('error', failureMessage(error));
    }
  };
  const props = { values: edits.values, set, errors };

  return (
    <>
      <LeaveGuard when={hasChanges(edits.changes)} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        {section === 'identity' ? <IdentitySection {...props} logo={me.data?.store.logo ?? null} /> : <FormSection {...props} />}
        <Box style={{ alignSelf: 'start', position: 'sticky', top: 'calc(var(--app-shell-header-offset, 0px) + 16px)' }}>
          <Stack gap="sm">
            <PreviewControls orderId={orderId} onOrder={setOrderId} size={size} onSize={setSize} lang={lang} onLang={setLang} />
            <InvoicePreview settings={edits.values} orderId={orderId === SAMPLE ? null : orderId} size={size} lang={lang} />
          </Stack>
        </Box>
      </SimpleGrid>
      <SaveBar
        count={count}
        saving={save.isPending}
        onSave={() => void submit()}
        onDiscard={() => {
          edits.reset();
          setErrors({});
        }}
      />
    </>
  );
}

/** `/pdf-identity` and `/pdf-form`: the invoice layout editor, its two halves, and the live preview beside them. */
export function InvoiceLayoutPage({ section }: { section: LayoutSection }) {
  const { t } = useTranslation('invoices');
  const navigate = useNavigate();
  const layout = useInvoiceLayout();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1} fz="h2">
            {t('title')}
          </Title>
          <Text c="dimmed">{t('subtitle')}</Text>
        </Stack>
        <SegmentedControl
          aria-label={t('title')}
          value={section}
          onChange={(v) => void navigate(v === 'identity' ? pages.pdfIdentity : pages.pdfForm)}
          data={[
            { value: 'identity', label: t('tabs.identity') },
            { value: 'form', label: t('tabs.form') },
          ]}
        />
      </Group>
      {layout.isPending ? (
        <Skeleton h={420} radius="lg" />
      ) : layout.isError ? (
        <LoadFailure title={t('loadFailed')} error={layout.error} onRetry={() => void layout.refetch()} />
      ) : (
        <LayoutEditor saved={layout.data} section={section} />
      )}
    </Stack>
  );
}
