import { useRef, useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CUSTOMER_MESSAGE_CHANNELS,
  CUSTOMER_MESSAGE_LIMITS,
  CUSTOMER_MESSAGE_VARIABLES,
  LANGUAGES,
  translate,
  unknownVariables,
  type CustomerMessageChannel,
  type CustomerMessagePreviewInput,
  type CustomerMessageSet,
  type CustomerMessagesInput,
  type CustomerMessageVariable,
  type Language,
  type MessageKey,
} from '@souqna/contracts';
import { ApiError } from '@/lib/api-error.ts';
import { failureMessage } from '@/lib/failure.ts';
import { notify } from '@/lib/notify.ts';
import {
  customerMessageKeys,
  saveCustomerMessages,
  useCustomerMessagePreview,
} from '@/features/messaging/customer-messages-api.ts';

interface TextDraft {
  subject: string;
  body: string;
  templateName: string;
  templateLanguage: string;
  parameters: string[];
}
type ChannelDraft = { enabled: boolean } & Record<Language, TextDraft>;
type Draft = Record<CustomerMessageChannel, ChannelDraft>;

const emptyText = (lang: Language): TextDraft => ({
  subject: '',
  body: '',
  templateName: '',
  templateLanguage: lang === 'ar' ? 'ar' : 'en_US',
  parameters: [],
});

function draftOf(saved: CustomerMessageSet | undefined): Draft {
  const channel = (c: CustomerMessageChannel): ChannelDraft => {
    const s = saved?.[c];
    const text = (lang: Language): TextDraft => ({ ...emptyText(lang), ...(s?.[lang] ?? {}) });
    return { enabled: s?.enabled ?? false, ar: text('ar'), en: text('en') };
  };
  return { email: channel('email'), sms: channel('sms'), whatsapp: channel('whatsapp') };
}

/** The text of one channel in one language as the API takes it, or null when nothing is written. */
function textOf(channel: CustomerMessageChannel, t: TextDraft) {
  if (channel === 'email') return t.subject.trim() || t.body.trim() ? { subject: t.subject, body: t.body } : null;
  if (channel === 'sms') return t.body.trim() ? { body: t.body } : null;
  return t.templateName.trim() || t.parameters.some((p) => p.trim())
    ? { templateName: t.templateName.trim(), templateLanguage: t.templateLanguage.trim(), parameters: t.parameters }
    : null;
}

function inputOf(draft: Draft): CustomerMessagesInput {
  const channel = (c: CustomerMessageChannel) => ({
    enabled: draft[c].enabled,
    ar: textOf(c, draft[c].ar),
    en: textOf(c, draft[c].en),
  });
  return { email: channel('email'), sms: channel('sms'), whatsapp: channel('whatsapp') } as CustomerMessagesInput;
}

/** The fields of a text and their paths (`email.ar.subject`, `whatsapp.en.parameters.1`). */
function fieldsOf(channel: CustomerMessageChannel, lang: Language, t: TextDraft): [string, string][] {
  const at = `${channel}.${lang}`;
  if (channel === 'email')
    return [
      [`${at}.subject`, t.subject],
      [`${at}.body`, t.body],
    ];
  if (channel === 'sms') return [[`${at}.body`, t.body]];
  return t.parameters.map((p, i) => [`${at}.parameters.${i}`, p]);
}

/** Each field naming a `{name}` that is no variable, worded as the server would. */
function variableErrors(draft: Draft, lang: Language): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const channel of CUSTOMER_MESSAGE_CHANNELS)
    for (const l of LANGUAGES)
      for (const [path, value] of fieldsOf(channel, l, draft[channel][l])) {
        const [variable] = unknownVariables(value);
        if (variable) errors[path] = translate('field.unknown_variable' as MessageKey, lang, { variable });
      }
  return errors;
}

function setAt(draft: Draft, path: string, value: string): Draft {
  const next = structuredClone(draft);
  const [channel, lang, field, index] = path.split('.') as [CustomerMessageChannel, Language, keyof TextDraft, string?];
  const text = next[channel][lang];
  if (field === 'parameters') text.parameters[Number(index)] = value;
  else (text[field] as string) = value;
  return next;
}

/** The server's rendering of one text with a sample order, and the SMS count. */
function MessagePreview({ channel, lang, text }: { channel: CustomerMessageChannel; lang: Language; text: TextDraft }) {
  const { t } = useTranslation('messaging');
  const [settled] = useDebouncedValue(text, 400);
  const body = textOf(channel, settled);
  const whole =
    body !== null &&
    fieldsOf(channel, lang, settled).every(([, v]) => v.trim() !== '' && unknownVariables(v).length === 0) &&
    (channel !== 'whatsapp' || settled.templateName.trim() !== '');
  const preview = useCustomerMessagePreview(whole ? ({ channel, lang, text: body } as CustomerMessagePreviewInput) : null);
  const data = whole ? preview.data : undefined;
  return (
    <Stack gap={4} data-testid={`preview-${channel}-${lang}`}>
      <Group gap="xs" justify="space-between">
        <Text fz="sm" fw={600}>
          {t('customerMessages.preview')}{' '}
          <Text span fz="xs" c="dimmed" fw={400}>
            {t('customerMessages.previewHint')}
          </Text>
        </Text>
        {data?.segments && (
          <Badge
            variant="light"
            color={data.segments.segments > 1 ? 'orange' : 'teal'}
            tt="none"
            title={t('customerMessages.segmentsDetail', data.segments)}
          >
            {t('customerMessages.segments', { count: data.segments.segments })}
          </Badge>
        )}
      </Group>
      {data?.segments && (
        <Text fz="xs" c="dimmed">
          {t('customerMessages.segmentsDetail', data.segments)}
        </Text>
      )}
      <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-body)" dir={lang === 'ar' ? 'rtl' : 'ltr'} lang={lang}>
        {data ? (
          <Stack gap={4}>
            {data.subject !== null && (
              <Text fz="sm" fw={700}>
                {data.subject}
              </Text>
            )}
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {data.body}
            </Text>
          </Stack>
        ) : (
          <Text fz="sm" c="dimmed">
            {t('customerMessages.previewEmpty')}
          </Text>
        )}
      </Paper>
    </Stack>
  );
}

/**
 * One status's customer messages: a tab per channel, whether it is sent, its text in Arabic and in
 * English with the variables as chips that insert at the cursor, and the server's preview beside.
 */
export function CustomerMessageEditor({ statusId, saved }: { statusId: string; saved: CustomerMessageSet | undefined }) {
  const { t, i18n } = useTranslation('messaging');
  const lang = (i18n.language === 'en' ? 'en' : 'ar') as Language;
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(saved));
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const focused = useRef<{ path: string; el: HTMLInputElement | HTMLTextAreaElement } | null>(null);
  const errors = { ...serverErrors, ...variableErrors(draft, lang) };

  const change = (path: string, value: string) => {
    setDraft((d) => setAt(d, path, value));
    setServerErrors(({ [path]: _, ...rest }) => rest);
  };
  const field = (path: string, value: string) => ({
    value,
    error: errors[path],
    onFocus: (e: React.FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => (focused.current = { path, el: e.currentTarget }),
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => change(path, e.currentTarget.value),
  });

  const insert = (channel: CustomerMessageChannel, l: Language, variable: CustomerMessageVariable) => {
    const token = `{${variable}}`;
    const at = focused.current;
    const prefix = `${channel}.${l}.`;
    if (at && at.path.startsWith(prefix) && at.el.isConnected) {
      const start = at.el.selectionStart ?? at.el.value.length;
      const end = at.el.selectionEnd ?? start;
      change(at.path, at.el.value.slice(0, start) + token + at.el.value.slice(end));
      requestAnimationFrame(() => {
        at.el.focus();
        at.el.setSelectionRange(start + token.length, start + token.length);
      });
      return;
    }
    // Nothing of this language chosen: the variable goes at the end of its main text.
    const text = draft[channel][l];
    if (channel === 'whatsapp') {
      setDraft((d) => {
        const next = structuredClone(d);
        next.whatsapp[l].parameters.push(token);
        return next;
      });
      return;
    }
    change(`${prefix}body`, `${text.body}${text.body && !text.body.endsWith(' ') ? ' ' : ''}${token}`);
  };

  const save = async () => {
    if (Object.keys(variableErrors(draft, lang)).length) return;
    setSaving(true);
    try {
      const answer = await saveCustomerMessages(statusId, inputOf(draft));
      setServerErrors({});
      notify('success', answer.message);
      void queryClient.invalidateQueries({ queryKey: customerMessageKeys.list() });
    } catch (error) {
      if (error instanceof ApiError && error.fields.length)
        setServerErrors(Object.fromEntries(error.fields.map((f) => [f.path, f.message])));
      notify('error', failureMessage(error), { title: t('customerMessages.saveFailed') });
    } finally {
      setSaving(false);
    }
  };

  const chips = (channel: CustomerMessageChannel, l: Language) => (
    <Group gap={6} role="group" aria-label={`${t('customerMessages.variables')} (${t(`customerMessages.languages.${l}`)})`}>
      {CUSTOMER_MESSAGE_VARIABLES.map((v) => (
        <Button
          key={v}
          size="compact-xs"
          variant="light"
          radius="xl"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => insert(channel, l, v)}
        >
          {t(`customerMessages.variable.${v}`)}
        </Button>
      ))}
    </Group>
  );

  const language = (channel: CustomerMessageChannel, l: Language) => {
    const text = draft[channel][l];
    const at = `${channel}.${l}`;
    const dir = l === 'ar' ? 'rtl' : 'ltr';
    const name = t(`customerMessages.languages.${l}`);
    return (
      <Paper key={l} withBorder radius="lg" p="md">
        <Stack gap="sm">
          <Title order={3} fz="md">
            {name}
          </Title>
          {channel === 'email' && (
            <TextInput
              label={`${t('customerMessages.fields.subject')} (${name})`}
              dir={dir}
              maxLength={CUSTOMER_MESSAGE_LIMITS.subject}
              {...field(`${at}.subject`, text.subject)}
            />
          )}
          {channel !== 'whatsapp' && (
            <Textarea
              label={`${t('customerMessages.fields.body')} (${name})`}
              dir={dir}
              autosize
              minRows={channel === 'email' ? 5 : 3}
              maxLength={channel === 'email' ? CUSTOMER_MESSAGE_LIMITS.emailBody : CUSTOMER_MESSAGE_LIMITS.smsBody}
              {...field(`${at}.body`, text.body)}
            />
          )}
          {channel === 'whatsapp' && (
            <>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput
                  label={`${t('customerMessages.fields.templateName')} (${name})`}
                  dir="ltr"
                  {...field(`${at}.templateName`, text.templateName)}
                />
                <TextInput
                  label={`${t('customerMessages.fields.templateLanguage')} (${name})`}
                  dir="ltr"
                  {...field(`${at}.templateLanguage`, text.templateLanguage)}
                />
              </SimpleGrid>
              {text.parameters.map((p, i) => (
                <Group key={i} gap="xs" align="flex-end" wrap="nowrap">
                  <TextInput
                    style={{ flex: 1 }}
                    label={`${t('customerMessages.fields.parameter', { number: i + 1 })} (${name})`}
                    dir={dir}
                    maxLength={CUSTOMER_MESSAGE_LIMITS.parameter}
                    {...field(`${at}.parameters.${i}`, p)}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    mb={errors[`${at}.parameters.${i}`] ? 22 : 4}
                    aria-label={t('customerMessages.fields.removeParameter', { number: i + 1 })}
                    onClick={() =>
                      setDraft((d) => {
                        const next = structuredClone(d);
                        next.whatsapp[l].parameters.splice(i, 1);
                        return next;
                      })
                    }
                  >
                    <IconX size={16} />
                  </ActionIcon>
                </Group>
              ))}
              {text.parameters.length < CUSTOMER_MESSAGE_LIMITS.parameters && (
                <Group>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    leftSection={<IconPlus size={14} />}
                    onClick={() =>
                      setDraft((d) => {
                        const next = structuredClone(d);
                        next.whatsapp[l].parameters.push('');
                        return next;
                      })
                    }
                  >
                    {t('customerMessages.fields.addParameter')}
                  </Button>
                </Group>
              )}
            </>
          )}
          {errors[at] && (
            <Text fz="xs" c="red">
              {errors[at]}
            </Text>
          )}
          {chips(channel, l)}
          <MessagePreview channel={channel} lang={l} text={text} />
        </Stack>
      </Paper>
    );
  };

  return (
    <Stack gap="md">
      <Tabs defaultValue="email" keepMounted={false}>
        <Tabs.List>
          {CUSTOMER_MESSAGE_CHANNELS.map((c) => (
            <Tabs.Tab key={c} value={c}>
              <Group gap={6} component="span">
                {t(`customerMessages.channels.${c}`)}
                {draft[c].enabled && <Badge size="xs" color="teal" variant="dot" aria-hidden />}
              </Group>
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {CUSTOMER_MESSAGE_CHANNELS.map((c) => (
          <Tabs.Panel key={c} value={c} pt="md">
            <Stack gap="md">
              <Switch
                label={t('customerMessages.enabled')}
                checked={draft[c].enabled}
                onChange={(e) => {
                  const enabled = e.currentTarget.checked;
                  setDraft((d) => ({ ...d, [c]: { ...d[c], enabled } }));
                }}
              />
              <Text fz="sm" c="dimmed">
                {t(`customerMessages.notSetUp.${c}`)} {c === 'whatsapp' && t('customerMessages.fields.templateHint')}{' '}
                {t('customerMessages.fallback')}
              </Text>
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                {LANGUAGES.map((l) => language(c, l))}
              </SimpleGrid>
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
      <Group>
        <Button onClick={() => void save()} loading={saving}>
          {t('customerMessages.save')}
        </Button>
      </Group>
    </Stack>
  );
}
