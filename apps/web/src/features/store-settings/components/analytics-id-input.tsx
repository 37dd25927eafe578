import { Group, TextInput, type TextInputProps } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { analyticsIdKind, isSocialPixelKind, isWebAnalyticsKind, type AnalyticsIdKind } from '@souqna/contracts';

/** The two ids of the store style's analytics block. */
export type AnalyticsField = 'webAnalyticsId' | 'socialPixelId';
export const ANALYTICS_FIELDS: readonly AnalyticsField[] = ['webAnalyticsId', 'socialPixelId'];

/** The tool an id of `field` belongs to, typed in any case; null when it is none of the field's tools. */
export function kindOf(field: AnalyticsField, id: string): AnalyticsIdKind | null {
  const kind = analyticsIdKind(id);
  return (field === 'webAnalyticsId' ? isWebAnalyticsKind(kind) : isSocialPixelKind(kind)) ? kind : null;
}

const PLACEHOLDERS: Record<AnalyticsField, string> = {
  webAnalyticsId: 'G-XXXXXXXXXX',
  socialPixelId: '123456789012345',
};

type Props = { field: AnalyticsField; value: string } & Omit<TextInputProps, 'label' | 'description' | 'value'>;

/**
 * An analytics id's input, read left to right: says which ids it takes, then names the tool it
 * recognises as the merchant types. The same on the store info tab and on /integrations/tools.
 */
export function AnalyticsIdInput({ field, value, ...rest }: Props) {
  const { t } = useTranslation('storeSettings');
  const kind = kindOf(field, value);
  return (
    <TextInput
      label={t(`analytics.${field}`)}
      description={
        kind ? (
          <Group component="span" gap={4} c="teal.8" wrap="nowrap">
            <IconCircleCheck size={14} aria-hidden />
            <span>{t('analytics.recognised', { tool: t(`analytics.kinds.${kind}`) })}</span>
          </Group>
        ) : (
          t(`analytics.hints.${field}`)
        )
      }
      placeholder={PLACEHOLDERS[field]}
      autoComplete="off"
      spellCheck={false}
      dir="ltr"
      value={value}
      {...rest}
    />
  );
}
