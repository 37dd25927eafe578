import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, TextInput } from '@mantine/core';
import { IconTicket, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { COUPON_CODE_MAX } from '@souqna/contracts';
import { failureMessage } from '@/lib/failure.ts';

interface Props {
  code: string | null;
  onApply: (code: string) => Promise<unknown>;
  onRemove: () => Promise<unknown>;
}

/** Applies a coupon code to the cart, or shows the applied one with a way to take it off. */
export function CouponBox({ code, onApply, onRemove }: Props) {
  const { t } = useTranslation('carts');
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      setTyped('');
    } catch (e) {
      setError(failureMessage(e));
    } finally {
      setBusy(false);
    }
  };
  if (code)
    return (
      <Group gap="xs">
        <Badge size="lg" variant="light" color="teal" leftSection={<IconTicket size={14} />} tt="none">
          <bdi>{code}</bdi>
        </Badge>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('coupon.remove')}
          loading={busy}
          onClick={() => void run(onRemove)}
        >
          <IconX size={16} />
        </ActionIcon>
      </Group>
    );
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <TextInput
        aria-label={t('coupon.label')}
        placeholder={t('coupon.placeholder')}
        value={typed}
        maxLength={COUPON_CODE_MAX}
        onChange={(e) => setTyped(e.currentTarget.value)}
        onKeyDown={(e) => e.key === 'Enter' && typed.trim() && void run(() => onApply(typed.trim()))}
        error={error}
        style={{ flex: 1 }}
        styles={{ input: { direction: 'ltr', textAlign: 'start' } }}
      />
      <Button variant="light" loading={busy} disabled={!typed.trim()} onClick={() => void run(() => onApply(typed.trim()))}>
        {t('coupon.apply')}
      </Button>
    </Group>
  );
}
