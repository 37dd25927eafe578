import { useState } from 'react';
import { Anchor, Button, Group, Loader, Paper, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconArrowLeft, IconArrowRight, IconCircleCheck, IconCircleX, IconWorld } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AddDomainInput, DOMAIN_MAX_LENGTH, storeScheme } from '@souqna/contracts';
import { appStore } from '@/lib/app-store.ts';
import { failureMessage } from '@/lib/failure.ts';
import { contractsResolver, showServerFieldErrors } from '@/lib/form-resolver.ts';
import { notify } from '@/lib/notify.ts';
import { FormFailure } from '@/app/components/form-failure.tsx';
import { addDomain, refreshAccount } from '@/features/onboarding/api.ts';
import { useDomainCheck, type DomainCheck, type DomainChecker } from './use-domain-check.ts';
import { StepHeading } from '@/features/onboarding/components/step-heading.tsx';
import { categoryChoice, type ChosenCategory } from '../startup/category-choice.ts';
import type { RevisitState } from '@/features/onboarding/stages.ts';
import * as pages from '@/lib/pages.ts';

/** What a merchant may type: letters are lowered and spaces become hyphens as they type. */
const asTyped = (text: string) => text.toLowerCase().replace(/\s+/g, '-');

const LOOK = {
  available: { color: 'teal', Icon: IconCircleCheck },
  unavailable: { color: 'red', Icon: IconCircleX },
  error: { color: 'orange', Icon: IconAlertTriangle },
} as const;

/** One line under the field for each state of the live check. */
export function DomainCheckStatus({ check, onRetry }: { check: DomainCheck; onRetry: () => void }) {
  const { t } = useTranslation('onboarding');
  if (check.status === 'idle') {
    return (
      <Text fz="sm" c="dimmed">
        {t('domain.rules')}
      </Text>
    );
  }
  if (check.status === 'checking') {
    return (
      <Group gap={6} role="status" aria-live="polite">
        <Loader size={14} />
        <Text fz="sm" c="dimmed">
          {t('domain.checking')}
        </Text>
      </Group>
    );
  }
  const { color, Icon } = LOOK[check.status];
  const text =
    check.status === 'available'
      ? t('domain.available')
      : check.status === 'unavailable'
        ? t(`domain.unavailable.${check.reason}`)
        : t('domain.checkFailed', { reason: check.message });
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" role="status" aria-live="polite" data-check={check.status}>
      <Icon
        size={18}
        color={`var(--mantine-color-${color}-${color === 'teal' ? 8 : 9})`}
        style={{ flexShrink: 0, marginBlockStart: 1 }}
      />
      <Text fz="sm" fw={600} c={`${color}.${color === 'teal' ? 8 : 9}`}>
        {text}
        {check.status === 'error' && (
          <>
            {' '}
            <Anchor component="button" type="button" fz="sm" onClick={onRetry}>
              {t('domain.retry')}
            </Anchor>
          </>
        )}
      </Text>
    </Group>
  );
}

/** The store's link as it will read, left to right, with the chosen label standing out. */
export function StoreLinkPreview({ domain, baseDomain }: { domain: string; baseDomain: string }) {
  const { t } = useTranslation('onboarding');
  return (
    <Paper radius="md" p="md" bg="var(--mantine-color-default-hover)">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" radius="md" size={36}>
          <IconWorld size={20} />
        </ThemeIcon>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fz="xs" c="dimmed">
            {t('domain.preview')}
          </Text>
          <Text fz="sm" fw={500} ta="start" style={{ overflowWrap: 'anywhere' }}>
            {/* The link alone, left to right; the Arabic hint stays outside it. */}
            <bdi dir="ltr" data-testid="store-link">
              {storeScheme(baseDomain)}://
              <Text span fw={700} c={domain ? 'var(--mantine-color-amber-text)' : 'dimmed'} inherit>
                {domain || t('domain.placeholder')}
              </Text>
              .{baseDomain}
            </bdi>
          </Text>
          {!domain && (
            <Text fz="xs" c="dimmed">
              {t('domain.previewHint')}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

export type DomainTaker = (domain: string) => Promise<{ message: string }>;

/** Step 3: a domain checked live while typing, then taken with POST /store/add-domain. */
export function DomainStep({
  initial,
  baseDomain,
  check,
  take = addDomain,
  categories,
}: {
  initial: string;
  /** The saved categories, picked again when the merchant goes Back to change them. */
  categories: readonly ChosenCategory[];
  /** What follows the label in the store's link (the server's STORE_BASE_DOMAIN, from /auth/me). */
  baseDomain: string;
  check?: DomainChecker;
  take?: DomainTaker;
}) {
  const { t, i18n } = useTranslation('onboarding');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const Back = i18n.dir() === 'rtl' ? IconArrowRight : IconArrowLeft;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { domain: initial },
    validate: contractsResolver<{ domain: string }>(AddDomainInput, () => appStore.getState().language),
  });
  const { state, retry } = useDomainCheck(form.values.domain, check);

  const submit = form.onSubmit(async ({ domain }) => {
    setFailure(null);
    try {
      const { message } = await take(domain);
      notify('success', message);
      await refreshAccount(queryClient);
    } catch (error) {
      // 409 DOMAIN_UNAVAILABLE carries its field error (domain_taken / domain_reserved) for the field.
      if (!showServerFieldErrors(error, form.setErrors)) setFailure(failureMessage(error));
    }
  });

  const back = () => {
    categoryChoice.setState({ chosen: [...categories] });
    const state: RevisitState = { revisit: true };
    void navigate(pages.startup, { state });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <StepHeading title={t('domain.title')} subtitle={t('domain.subtitle')} />
        <Stack gap={8}>
          <TextInput
            label={t('domain.label')}
            placeholder={t('domain.placeholder')}
            withAsterisk
            // The field reads as the link does, left to right, the suffix after what is typed; the
            // label stays in the page's direction.
            dir="ltr"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={DOMAIN_MAX_LENGTH}
            size="md"
            rightSection={
              <Text fz="sm" c="dimmed">
                <bdi dir="ltr" data-testid="domain-suffix">
                  .{baseDomain}
                </bdi>
              </Text>
            }
            rightSectionWidth={120}
            value={form.values.domain}
            onChange={(e) => form.setFieldValue('domain', asTyped(e.currentTarget.value))}
            error={form.errors.domain}
          />
          {!form.errors.domain && <DomainCheckStatus check={state} onRetry={retry} />}
        </Stack>
        <StoreLinkPreview domain={state.status === 'idle' ? '' : state.domain} baseDomain={baseDomain} />
        <FormFailure message={failure} />
        <Group justify="space-between">
          <Button variant="subtle" color="gray" leftSection={<Back size={16} />} onClick={back}>
            {t('domain.back')}
          </Button>
          <Button type="submit" size="md" loading={form.submitting} disabled={state.status !== 'available'}>
            {t('domain.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
