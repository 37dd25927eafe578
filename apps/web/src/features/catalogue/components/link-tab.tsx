import { useState } from 'react';
import { ActionIcon, Button, CopyButton, Group, SimpleGrid, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCheck, IconCopy, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '@/lib/failure.ts';
import { useDataLink, type Utm } from '@/features/catalogue/product-api.ts';
import { leftToRightValue } from '@/app/forms/text-direction.ts';

/** The link builder: the product's storefront link, with campaign (UTM) fields, and a copy button. */
export function LinkTab({ productId }: { productId: string }) {
  const { t } = useTranslation('product');
  const [utm, setUtm] = useState<Utm>({ utmSource: '', utmMedium: '', utmCampaign: '' });
  const [wanted] = useDebouncedValue(utm, 300);
  const link = useDataLink(productId, wanted);
  const field = (key: keyof Utm) => ({
    value: utm[key],
    dir: 'ltr' as const,
    maxLength: 100,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setUtm((u) => ({ ...u, [key]: value }));
    },
  });
  const url = link.data?.url ?? '';

  return (
    <Stack gap="md" maw={820}>
      <Text fz="sm" c="dimmed">
        {t('details.link.hint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label={t('details.link.source')} placeholder="instagram" {...field('utmSource')} />
        <TextInput label={t('details.link.medium')} placeholder="social" {...field('utmMedium')} />
        <TextInput label={t('details.link.campaign')} placeholder="ramadan" {...field('utmCampaign')} />
      </SimpleGrid>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          flex={1}
          label={t('details.link.url')}
          readOnly
          {...leftToRightValue}
          value={url}
          error={link.isError ? failureMessage(link.error) : undefined}
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton value={url} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              onClick={copy}
              disabled={!url}
            >
              {copied ? t('details.link.copied') : t('details.link.copy')}
            </Button>
          )}
        </CopyButton>
        <Tooltip label={t('details.link.open')}>
          <ActionIcon
            component="a"
            href={url || undefined}
            target="_blank"
            rel="noreferrer"
            variant="default"
            size="lg"
            mb={2}
            aria-label={t('details.link.open')}
          >
            <IconExternalLink size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Stack>
  );
}
