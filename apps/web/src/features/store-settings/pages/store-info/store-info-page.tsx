import { useMemo } from 'react';
import { Alert, Box, Button, Group, Skeleton, Stack, Tabs, Text, Title, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconPalette } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StoreConfig } from '@souqna/contracts';
import { PrefetchLink } from '@/app/components/prefetch-link.tsx';
import { LeaveGuard } from '@/app/forms/leave-guard.tsx';
import { SaveBar } from '@/app/forms/save-bar.tsx';
import { notify } from '@/lib/notify.ts';
import { useMe } from '@/lib/me.ts';
import { useSaveStoreConfig, useSaveStoreIdentity, useStoreConfig, useStoreIdentity } from '@/features/store-settings/api.ts';
import { identityInputOf, identityValuesOf } from '@/features/store-settings/identity.ts';
import { AnalyticsTab } from './analytics-tab.tsx';
import { FooterTab } from './footer-tab.tsx';
import { HomepageTab } from './homepage-tab.tsx';
import { IdentityTab } from './identity-tab.tsx';
import { SeoTab } from './seo-tab.tsx';
import { SocialTab } from './social-tab.tsx';
import { STORE_INFO_TABS, TAB_ICONS, isStoreInfoTab, type StoreInfoTab } from './tabs.ts';
import { useStoreInfoForm } from './use-store-info-form.ts';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import * as pages from '@/lib/pages.ts';

/** A small dot after a tab's name: it holds unsaved changes. */
function ChangedDot({ label }: { label: string }) {
  return (
    <Tooltip label={label}>
      <Box
        component="span"
        role="img"
        aria-label={label}
        w={8}
        h={8}
        style={{ borderRadius: '50%', background: 'var(--mantine-color-amber-filled)', display: 'inline-block' }}
      />
    </Tooltip>
  );
}

function StoreInfoEditor({ saved }: { saved: StoreConfig }) {
  const { t } = useTranslation('storeSettings');
  const identityQuery = useStoreIdentity();
  const me = useMe();
  const savedIdentity = useMemo(() => (identityQuery.data ? identityValuesOf(identityQuery.data) : null), [identityQuery.data]);
  const form = useStoreInfoForm(saved, savedIdentity);
  const saveConfig = useSaveStoreConfig();
  const saveIdentity = useSaveStoreIdentity();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: StoreInfoTab = isStoreInfoTab(requested) ? requested : 'identity';
  const openTab = (next: StoreInfoTab) => setParams({ tab: next }, { replace: true });

  const submit = async () => {
    const outcome = await form.save({
      saveConfig: (changes) => saveConfig.mutateAsync(changes),
      saveIdentity: (values) => saveIdentity.mutateAsync(identityInputOf(values)),
    });
    if (outcome.ok) return notify('success', outcome.message ?? t('info.saved'));
    if (!outcome.invalid) return notify('error', outcome.message);
    notify('error', t('info.fixErrors'));
    if (outcome.tabs.length && !outcome.tabs.includes(tab)) openTab(outcome.tabs[0]!);
  };

  return (
    <>
      <LeaveGuard when={form.dirty} />
      {form.failure && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {form.failure}
        </Alert>
      )}
      <Tabs value={tab} onChange={(v) => isStoreInfoTab(v) && openTab(v)} keepMounted={false} variant="outline" radius="md">
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          {STORE_INFO_TABS.map((key) => {
            const Icon = TAB_ICONS[key];
            const hasError = form.tabsWithErrors.has(key);
            return (
              <Tabs.Tab
                key={key}
                value={key}
                leftSection={<Icon size={18} stroke={1.6} />}
                rightSection={
                  hasError ? (
                    <IconAlertCircle
                      size={16}
                      color="var(--mantine-color-error)"
                      aria-label={t('info.tabHasErrors')}
                      role="img"
                    />
                  ) : form.changedTabs.has(key) ? (
                    <ChangedDot label={t('info.tabChanged')} />
                  ) : null
                }
                c={hasError ? 'var(--mantine-color-error)' : undefined}
              >
                {t(`tabs.${key}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Box pt="lg">
          <Tabs.Panel value="identity">
            <IdentityTab
              form={form}
              store={identityQuery.data}
              loading={identityQuery.isPending}
              error={identityQuery.error}
              retry={() => void identityQuery.refetch()}
            />
          </Tabs.Panel>
          <Tabs.Panel value="homepage">
            <HomepageTab form={form} />
          </Tabs.Panel>
          <Tabs.Panel value="footer">
            <FooterTab form={form} />
          </Tabs.Panel>
          <Tabs.Panel value="social">
            <SocialTab form={form} />
          </Tabs.Panel>
          <Tabs.Panel value="seo">
            <SeoTab form={form} storeUrl={me.data?.store.url ?? identityQuery.data?.url ?? null} />
          </Tabs.Panel>
          <Tabs.Panel value="analytics">
            <AnalyticsTab form={form} />
          </Tabs.Panel>
        </Box>
      </Tabs>
      <SaveBar
        count={form.count}
        saving={saveConfig.isPending || saveIdentity.isPending}
        onSave={() => void submit()}
        onDiscard={form.discard}
      />
    </>
  );
}

/** /store-setting: the store info tabs of spec §2, saved through the change map of spec §4. */
export default function StoreInfoPage() {
  const { t } = useTranslation('storeSettings');
  const config = useStoreConfig();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1} fz="h2">
            {t('info.title')}
          </Title>
          <Text c="dimmed">{t('info.subtitle')}</Text>
        </Stack>
        <Button component={PrefetchLink} to={pages.storeColors} variant="default" leftSection={<IconPalette size={18} />}>
          {t('info.colorsLink')}
        </Button>
      </Group>
      {config.isPending ? (
        <Stack gap="md">
          <Skeleton h={42} radius="md" />
          <Skeleton h={320} radius="lg" />
        </Stack>
      ) : config.isError ? (
        <LoadFailure title={t('info.loadFailed')} error={config.error} onRetry={() => void config.refetch()} />
      ) : (
        <StoreInfoEditor saved={config.data} />
      )}
    </Stack>
  );
}
