import { lazy, Suspense } from 'react';
import { Button, Center, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { loadNamespaces } from '@/i18n/i18n.ts';
import { AppLoading } from '../components/app-loading.tsx';

/** When even the error screen cannot load (the network is gone), this says so with what is already here. */
function BareError() {
  const { t } = useTranslation('common');
  return (
    <Center mih="60dvh" p="md" role="alert">
      <Stack align="center" ta="center" gap="sm">
        <Text fw={700} fz="lg">
          {t('errors.unexpectedTitle')}
        </Text>
        <Text c="dimmed">{t('errors.unexpectedText')}</Text>
        <Button onClick={() => window.location.reload()}>{t('actions.retry')}</Button>
      </Stack>
    </Center>
  );
}

const RouteErrorPage = lazy(() =>
  Promise.all([import('./route-error-page.tsx'), loadNamespaces('status')])
    .then(([page]) => page)
    .catch(() => ({ default: BareError })),
);

/** The routes' errorElement: the error screens load only when something fails. */
export function RouteError() {
  return (
    <Suspense fallback={<AppLoading fullScreen={false} />}>
      <RouteErrorPage />
    </Suspense>
  );
}
