import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Paper, Stack, Tabs } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ProductInput, translate, type WarehouseChoice } from '@souqna/contracts';
import { keepEnterFromSubmitting } from '@/app/forms/enter-key.ts';
import { LeaveGuard } from '@/app/forms/leave-guard.tsx';
import { PrefetchLink } from '@/app/components/prefetch-link.tsx';
import { currentLanguage } from '@/i18n/i18n.ts';
import { appStore } from '@/lib/app-store.ts';
import { ApiError } from '@/lib/api-error.ts';
import { failureMessage } from '@/lib/failure.ts';
import { contractsResolver, showServerFieldErrors } from '@/lib/form-resolver.ts';
import { FormFailure } from '@/app/components/form-failure.tsx';
import { tooManyVariants } from '@/features/catalogue/option-edits.ts';
import {
  firstSectionWithError,
  sectionOf,
  toProductInput,
  type FormSection,
  type ProductFormValues,
} from '@/features/catalogue/product-values.ts';
import { AdvancedSection } from './advanced-section.tsx';
import { CustomFieldsSection } from './custom-fields-section.tsx';
import { MainDataSection } from './main-data-section.tsx';
import { MediaGallery } from './media-gallery.tsx';
import { FormSection as Section } from './form-section.tsx';
import { OptionsSection } from './options-section.tsx';
import { QuantitySection } from './quantity-section.tsx';
import { SectionTabs } from './section-nav.tsx';
import * as pages from '@/lib/pages.ts';

export interface ProductFormProps {
  initialValues: ProductFormValues;
  warehouses: WarehouseChoice[];
  submitLabel: string;
  /** Sends the product; a thrown ApiError's field messages land beside their fields. */
  onSubmit: (input: ProductInput) => Promise<void>;
  /** A failure the page handles itself (402: off to the plans); true when it did. */
  onFailure?: (error: unknown) => boolean;
}

/** Brings the first field with a message into view once its section shows. */
const showFirstError = () =>
  requestAnimationFrame(() =>
    document
      .querySelector('[role="tabpanel"]:not([style*="display: none"]) [aria-invalid="true"]')
      ?.scrollIntoView({ block: 'center', behavior: 'smooth' }),
  );

/**
 * The product form of spec §2: main data, media and video, quantity management, options, advanced
 * info and custom fields, one section at a time, checked by the contract's ProductInput. A refusal
 * opens the section of its first field.
 */
export function ProductForm({ initialValues, warehouses, submitLabel, onSubmit, onFailure }: ProductFormProps) {
  const { t } = useTranslation('product');
  const wide = useMediaQuery('(min-width: 62em)');
  const [section, setSection] = useState<FormSection>('main');
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<ProductFormValues>({
    initialValues,
    validate: contractsResolver<ProductFormValues>(ProductInput, () => appStore.getState().language, toProductInput),
  });
  const withErrors = new Set(
    Object.keys(form.errors)
      .filter((k) => form.errors[k])
      .map(sectionOf),
  );
  const tooMany = tooManyVariants(form.values.options);

  const openFirstError = (errors: Record<string, unknown>) => {
    const first = firstSectionWithError(errors);
    if (first) setSection(first);
    showFirstError();
  };

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    if (tooManyVariants(values.options)) {
      setSection('options');
      return;
    }
    try {
      setSaved(true);
      await onSubmit(toProductInput(values));
    } catch (failed) {
      if (onFailure?.(failed)) return;
      setSaved(false);
      setFailure(failureMessage(failed));
      if (showServerFieldErrors(failed, form.setErrors) && failed instanceof ApiError) openFirstError(failed.fieldErrors());
    }
  }, openFirstError);

  const panels: Record<FormSection, ReactNode> = {
    main: <MainDataSection form={form} />,
    media: (
      <Section title={t('form.sections.media')} description={t('form.sectionHints.media')}>
        <MediaGallery items={form.values.media} onChange={(media) => form.setFieldValue('media', media)} errors={form.errors} />
      </Section>
    ),
    quantity: <QuantitySection form={form} warehouses={warehouses} onOpenOptions={() => setSection('options')} />,
    options: <OptionsSection form={form} warehouses={warehouses} />,
    advanced: <AdvancedSection form={form} />,
    customFields: <CustomFieldsSection form={form} />,
  };

  return (
    <form onSubmit={submit} onKeyDown={keepEnterFromSubmitting} noValidate>
      <LeaveGuard when={!saved && form.isDirty()} />
      <Stack gap="lg">
        <Tabs
          value={section}
          onChange={(value) => value && setSection(value as FormSection)}
          orientation={wide ? 'vertical' : 'horizontal'}
          variant={wide ? 'pills' : 'outline'}
          radius="md"
          keepMounted
          styles={{
            list: wide
              ? { position: 'sticky', top: 80, alignSelf: 'flex-start', minWidth: 210, gap: 4 }
              : { flexWrap: 'nowrap', overflowX: 'auto' },
            // A panel never grows past the page: wide tables scroll inside it.
            panel: wide
              ? { paddingInlineStart: 'var(--mantine-spacing-lg)', minWidth: 0, flex: 1 }
              : { paddingTop: 'var(--mantine-spacing-md)', minWidth: 0 },
          }}
        >
          <SectionTabs withErrors={withErrors} current={section} />
          {Object.entries(panels).map(([key, panel]) => (
            <Tabs.Panel key={key} value={key}>
              {panel}
            </Tabs.Panel>
          ))}
        </Tabs>
        <Paper
          withBorder
          shadow="md"
          radius="lg"
          px="lg"
          py="sm"
          style={{ position: 'sticky', insetBlockEnd: 'var(--mantine-spacing-md)', zIndex: 150 }}
        >
          <Stack gap="xs">
            {tooMany && (
              <Alert color="red" variant="light" p="xs" icon={<IconAlertTriangle size={16} />}>
                {translate('field.too_many_variants', currentLanguage())}
              </Alert>
            )}
            <FormFailure message={failure} />
            <Group justify="space-between" gap="sm">
              <Button component={PrefetchLink} to={pages.products} variant="default">
                {t('form.cancel')}
              </Button>
              <Button type="submit" loading={form.submitting} disabled={tooMany} leftSection={<IconDeviceFloppy size={18} />}>
                {submitLabel}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </form>
  );
}
