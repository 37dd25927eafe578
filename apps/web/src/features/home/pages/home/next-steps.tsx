import type { ReactNode } from 'react';
import { Anchor, Badge, Button, CopyButton, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PrefetchLink } from '@/app/components/prefetch-link.tsx';
import { useProductCount } from '@/features/home/api.ts';
import * as pages from '@/lib/pages.ts';

function Step({ done, title, children }: { done: boolean; title: string; children: ReactNode }) {
  const { t } = useTranslation('home');
  return (
    <Group component="li" wrap="nowrap" align="flex-start" gap="md" data-done={done}>
      <ThemeIcon size={28} radius="xl" variant="light" color={done ? 'teal' : 'gray'} aria-hidden>
        {done ? <IconCircleCheck size={18} /> : <IconCircleDashed size={18} />}
      </ThemeIcon>
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs">
          <Text fw={700}>{title}</Text>
          <Badge size="sm" variant="light" color={done ? 'teal' : 'gray'}>
            {done ? t('nextSteps.done') : t('nextSteps.toDo')}
          </Badge>
        </Group>
        {children}
      </Stack>
    </Group>
  );
}

/**
 * What to do after activation (a checklist on /home), each from the store's real state: products
 * from the product list's total; shipping and payment are not built yet, so they stay to do and
 * open their pages; the store link with a copy button.
 */
export function NextSteps({ link }: { link: string | null }) {
  const { t } = useTranslation('home');
  const productCount = useProductCount().data ?? 0;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="next-steps-title">
      <Stack gap="md">
        <Title order={2} fz="h4" id="next-steps-title">
          {t('nextSteps.title')}
        </Title>
        <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
          <Step done={productCount > 0} title={t('nextSteps.product.title')}>
            <Text fz="sm" c="dimmed">
              {productCount > 0 ? t('nextSteps.product.count', { count: productCount }) : t('nextSteps.product.none')}
            </Text>
            <Anchor component={PrefetchLink} to={productCount > 0 ? pages.products : pages.productForm} fz="sm">
              {productCount > 0 ? t('nextSteps.product.open') : t('nextSteps.product.add')}
            </Anchor>
          </Step>
          <Step done={false} title={t('nextSteps.shipping.title')}>
            <Anchor component={PrefetchLink} to={pages.shipping} fz="sm">
              {t('nextSteps.shipping.open')}
            </Anchor>
          </Step>
          <Step done={false} title={t('nextSteps.payment.title')}>
            <Anchor component={PrefetchLink} to={pages.payments} fz="sm">
              {t('nextSteps.payment.open')}
            </Anchor>
          </Step>
          <Step done={link !== null} title={t('nextSteps.share.title')}>
            {link ? (
              <Group gap="xs" wrap="wrap">
                <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                  <bdi dir="ltr" data-testid="next-steps-link">
                    {link}
                  </bdi>
                </Text>
                <CopyButton value={link}>
                  {({ copied, copy }) => (
                    <Button size="compact-sm" variant="light" leftSection={<IconCopy size={14} />} onClick={copy}>
                      {copied ? t('nextSteps.share.copied') : t('nextSteps.share.copy')}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            ) : (
              <Text fz="sm" c="dimmed">
                {t('noDomain')}
              </Text>
            )}
          </Step>
        </Stack>
      </Stack>
    </Paper>
  );
}
