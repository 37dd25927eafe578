import { Chip, Group, SimpleGrid, Stack, Switch, Table, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  INVOICE_DISPLAY,
  INVOICE_LABEL_WORDS,
  INVOICE_LABELS,
  ORDER_STATUS_NAMES,
  ORDER_STATUSES,
  type Language,
} from '@souqna/contracts';
import { SettingsCard } from '@/app/components/settings-card.tsx';
import { useAppStore } from '@/lib/app-store.ts';
import type { SectionProps } from './use-layout-edits.ts';

const LANGS: Language[] = ['ar', 'en'];

/** `/pdf-form`: what the invoice shows, its words in both languages, the return policy and when it is e-mailed. */
export function FormSection({ values, set, errors }: SectionProps) {
  const { t } = useTranslation('invoices');
  const lang = useAppStore((s) => s.language);
  return (
    <Stack gap="lg">
      <SettingsCard title={t('form.displayCard')} description={t('form.displayHint')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {INVOICE_DISPLAY.map((key) => (
            <Switch
              key={key}
              label={t(`display.${key}`)}
              checked={values.display[key]}
              onChange={(e) => set(`display.${key}`, e.currentTarget.checked)}
            />
          ))}
        </SimpleGrid>
      </SettingsCard>

      <SettingsCard title={t('form.labelsCard')} description={t('form.labelsHint')}>
        <Table.ScrollContainer minWidth={360}>
          <Table verticalSpacing={6} horizontalSpacing={6} layout="fixed">
            <colgroup>
              <col style={{ width: '28%' }} />
              <col style={{ width: '36%' }} />
              <col style={{ width: '36%' }} />
            </colgroup>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('form.label')}</Table.Th>
                {LANGS.map((l) => (
                  <Table.Th key={l}>{t(`languages.${l}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {INVOICE_LABELS.map((key) => (
                <Table.Tr key={key}>
                  <Table.Td>
                    <Text fz="sm">{t(`labels.${key}`)}</Text>
                  </Table.Td>
                  {LANGS.map((l) => (
                    <Table.Td key={l}>
                      <TextInput
                        size="xs"
                        aria-label={t('form.labelIn', { label: t(`labels.${key}`), language: t(`languages.${l}`) })}
                        placeholder={INVOICE_LABEL_WORDS[key][l]}
                        value={values.labels[key][l]}
                        onChange={(e) => set(`labels.${key}.${l}`, e.currentTarget.value)}
                        error={errors[`labels.${key}.${l}`]}
                        dir={l === 'ar' ? 'rtl' : 'ltr'}
                        maxLength={40}
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </SettingsCard>

      <SettingsCard title={t('form.returnPolicyCard')} description={t('form.returnPolicyHint')}>
        {LANGS.map((l) => (
          <Textarea
            key={l}
            label={t(`languages.${l}`)}
            value={values.returnPolicy[l]}
            onChange={(e) => set(`returnPolicy.${l}`, e.currentTarget.value)}
            error={errors[`returnPolicy.${l}`]}
            dir={l === 'ar' ? 'rtl' : 'ltr'}
            autosize
            minRows={2}
            maxLength={1000}
          />
        ))}
      </SettingsCard>

      <SettingsCard
        title={t('form.sendingCard')}
        description={t('form.sendingHint')}
        aside={
          <Switch
            aria-label={t('form.autoSend')}
            checked={values.autoSendEnabled}
            onChange={(e) => set('autoSendEnabled', e.currentTarget.checked)}
          />
        }
      >
        <Stack gap={6}>
          <Text fz="sm" fw={500}>
            {t('form.sendOn')}
          </Text>
          <Chip.Group
            multiple
            value={values.sendOnOrderStatus}
            onChange={(v) =>
              set(
                'sendOnOrderStatus',
                ORDER_STATUSES.filter((s) => v.includes(s)),
              )
            }
          >
            <Group gap="xs">
              {ORDER_STATUSES.map((s) => (
                <Chip key={s} value={s} size="sm" disabled={!values.autoSendEnabled}>
                  {ORDER_STATUS_NAMES[s][lang]}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          {errors.sendOnOrderStatus && (
            <Text fz="xs" c="red">
              {errors.sendOnOrderStatus}
            </Text>
          )}
        </Stack>
      </SettingsCard>
    </Stack>
  );
}
