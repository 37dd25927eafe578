import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MessagingTestEmail, MessagingTestPhone, type MessagingType } from '@souqna/contracts';
import { leftToRightValue } from '@/app/forms/text-direction.ts';
import { ApiError } from '@/lib/api-error.ts';
import { failureMessage } from '@/lib/failure.ts';
import { showServerFieldErrors } from '@/lib/form-resolver.ts';
import { useContractForm } from '@/lib/use-contract-form.ts';
import { sendTestMessage } from '@/features/messaging/api.ts';

type Result = { sent: true; to: string } | { sent: false; reason: string | null; details: string; message: string };

/**
 * "Send a test message": a real message through the saved setting to an address or number the
 * merchant gives; what came of it is shown below, a failure with its cause (the password, the
 * connection, TLS, the provider's refusal) and the provider's own words.
 */
export function TestMessage({ type, settingId }: { type: MessagingType; settingId: string }) {
  const { t } = useTranslation('messaging');
  const email = type === 'email';
  const form = useContractForm<{ to: string }>({
    initialValues: { to: '' },
    schema: email ? MessagingTestEmail : MessagingTestPhone,
  });
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<Result | null>(null);

  const submit = form.onSubmit(async ({ to }) => {
    setSending(true);
    setResult(null);
    try {
      const answer = await sendTestMessage(settingId, to.trim());
      setResult({ sent: true, to: answer.data.to });
    } catch (error) {
      if (!showServerFieldErrors(error, form.setErrors)) {
        const body = error instanceof ApiError ? error.body : undefined;
        setResult({
          sent: false,
          reason: typeof body?.reason === 'string' ? body.reason : null,
          details: typeof body?.details === 'string' ? body.details : '',
          message: failureMessage(error),
        });
      }
    } finally {
      setSending(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            {...form.getInputProps('to')}
            label={t(email ? 'test.toEmail' : 'test.toPhone')}
            placeholder={email ? 'you@example.com' : '+966500000000'}
            type={email ? 'email' : 'tel'}
            {...leftToRightValue}
            dir="ltr"
            style={{ flex: '1 1 16rem' }}
          />
          <Button type="submit" variant="light" loading={sending}>
            {t('test.send')}
          </Button>
        </Group>
        {result?.sent && (
          <Alert color="teal" icon={<IconCircleCheck size={18} aria-hidden />} role="status" title={t('test.sentTitle')}>
            {t('test.sentTo')} <bdi dir="ltr">{result.to}</bdi>
          </Alert>
        )}
        {result && !result.sent && (
          <Alert
            color="red"
            icon={<IconAlertCircle size={18} aria-hidden />}
            role="alert"
            title={
              result.reason ? t(`test.failed.${result.reason}`, { defaultValue: t('test.failed.other') }) : t('test.failed.other')
            }
          >
            {result.reason ? (
              <Stack gap={4}>
                <Text fz="sm">{t(`test.advice.${result.reason}`, { defaultValue: '' })}</Text>
                {result.details && (
                  <Text fz="sm" c="dimmed">
                    {t('test.providerSaid')} <bdi dir="ltr">{result.details}</bdi>
                  </Text>
                )}
              </Stack>
            ) : (
              result.message
            )}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
