import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Input,
  PasswordInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  MESSAGING_ENCRYPTIONS,
  MESSAGING_FIELDS,
  MessagingSettingInput,
  SMTP_DEFAULT_PORTS,
  WHATSAPP_DEFAULT_TEMPLATE,
  translate,
  type MessagingEncryption,
  type MessagingSetting,
  type MessagingType,
} from '@souqna/contracts';
import { leftToRightValue } from '@/app/forms/text-direction.ts';
import { appStore } from '@/lib/app-store.ts';
import { failureMessage } from '@/lib/failure.ts';
import { contractsResolver, showServerFieldErrors } from '@/lib/form-resolver.ts';
import { createMessagingSetting, updateMessagingSetting } from '@/features/messaging/api.ts';

export interface SettingValues {
  configName: string;
  host: string;
  port: string;
  encryption: MessagingEncryption | '';
  username: string;
  password: string;
  accountSid: string;
  senderName: string;
  senderEmail: string;
  senderNumber: string;
  phoneNumberId: string;
  templateName: string;
  templateLanguage: string;
  isActive: boolean;
}

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

export const valuesOf = (saved: MessagingSetting | undefined, defaultName: string): SettingValues => ({
  configName: saved?.configName ?? defaultName,
  host: text(saved?.host),
  port: text(saved?.port),
  encryption: saved?.encryption ?? '',
  username: text(saved?.username),
  password: '',
  accountSid: text(saved?.accountSid),
  senderName: text(saved?.senderName),
  senderEmail: text(saved?.senderEmail),
  senderNumber: text(saved?.senderNumber),
  phoneNumberId: text(saved?.phoneNumberId),
  templateName: text(saved?.templateName),
  templateLanguage: text(saved?.templateLanguage),
  isActive: saved?.isActive ?? true,
});

/**
 * What the form sends for `type`: its fields only, empty ones left out (the server's "absent"), the
 * port as a number, and the secret only when one was typed (left out, the saved one is kept).
 */
export const inputOf =
  (type: MessagingType) =>
  (v: SettingValues): Record<string, unknown> => {
    const out: Record<string, unknown> = { configName: v.configName, type };
    for (const field of MESSAGING_FIELDS[type]) {
      const value = v[field];
      if (field === 'password') {
        if (value !== '') out.password = value;
      } else if (field === 'port') {
        if (value.trim() !== '') out.port = /^\d+$/.test(value.trim()) ? Number(value.trim()) : value;
      } else if (value.trim() !== '') out[field] = value.trim();
    }
    if (type === 'email') out.isActive = v.isActive;
    return out;
  };

const needsSecret = (type: MessagingType, v: SettingValues) => type !== 'email' || v.username.trim() !== '';

/**
 * One messaging setting's form (the store's mail server, Twilio, WhatsApp), checked with the
 * contracts' schema while typing and again by the server. A secret already saved is never shown:
 * the field says it is set (with its last characters) and is kept unless something is typed.
 */
export function SettingForm({
  type,
  saved,
  defaultName,
  onSaved,
}: {
  type: MessagingType;
  saved: MessagingSetting | undefined;
  defaultName: string;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation('messaging');
  const [failure, setFailure] = useState<string | null>(null);
  const language = () => appStore.getState().language;
  const schemaCheck = contractsResolver<SettingValues>(MessagingSettingInput, language, inputOf(type));
  const form = useForm<SettingValues>({
    initialValues: valuesOf(saved, defaultName),
    validate: (values) => {
      const errors = schemaCheck(values);
      // The server keeps a saved secret; a new setting needs one where its type does.
      const secretMissing = !saved?.passwordSet && needsSecret(type, values) && values.password === '';
      return secretMissing ? { password: translate('field.required', language()), ...errors } : errors;
    },
  });
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    const input = inputOf(type)(values) as MessagingSettingInput;
    try {
      const answer = saved
        ? await updateMessagingSetting(saved.messagingSettingsPublicId, input)
        : await createMessagingSetting(input);
      form.setFieldValue('password', '');
      onSaved(answer.message);
    } catch (error) {
      if (!showServerFieldErrors(error, form.setErrors)) setFailure(failureMessage(error));
    }
  });
  const field = (name: keyof SettingValues, props: Record<string, unknown> = {}) => ({
    ...form.getInputProps(name),
    label: t(`fields.${name}.label`),
    ...(t(`fields.${name}.hint`, { defaultValue: '' }) ? { description: t(`fields.${name}.hint`) } : {}),
    ...props,
  });
  const ltr = { ...leftToRightValue, dir: 'ltr', autoComplete: 'off', spellCheck: false };
  const secretSet = saved?.passwordSet ?? false;
  const secretLabel = t(`secret.${type}`);
  const setEncryption = (value: string) => {
    const encryption = value as MessagingEncryption;
    const port = form.values.port.trim();
    // The usual port follows the encryption, unless the merchant typed another.
    if (port === '' || Object.values(SMTP_DEFAULT_PORTS).map(String).includes(port))
      form.setFieldValue('port', String(SMTP_DEFAULT_PORTS[encryption]));
    form.setFieldValue('encryption', encryption);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput {...field('configName')} withAsterisk />
        {type === 'email' && (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput {...field('host', ltr)} placeholder="smtp.example.com" withAsterisk />
              <TextInput {...field('port', ltr)} inputMode="numeric" placeholder="587" withAsterisk />
            </SimpleGrid>
            <Input.Wrapper
              label={t('fields.encryption.label')}
              description={t('fields.encryption.hint')}
              error={form.errors.encryption}
              withAsterisk
            >
              <SegmentedControl
                mt={4}
                fullWidth
                value={form.values.encryption}
                onChange={setEncryption}
                aria-label={t('fields.encryption.label')}
                data={MESSAGING_ENCRYPTIONS.map((value) => ({ value, label: t(`encryption.${value}`) }))}
              />
            </Input.Wrapper>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput {...field('username', ltr)} autoComplete="username" />
              <SecretInput
                input={form.getInputProps('password')}
                label={secretLabel}
                set={secretSet}
                hint={saved?.passwordHint ?? null}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput {...field('senderName')} withAsterisk />
              <TextInput {...field('senderEmail', ltr)} type="email" placeholder="orders@yourstore.com" withAsterisk />
            </SimpleGrid>
            <Switch
              label={t('fields.isActive.label')}
              description={t('fields.isActive.hint')}
              {...form.getInputProps('isActive', { type: 'checkbox' })}
            />
          </>
        )}
        {type === 'sms' && (
          <>
            <TextInput {...field('accountSid', ltr)} placeholder="AC…" withAsterisk />
            <SecretInput
              input={form.getInputProps('password')}
              label={secretLabel}
              set={secretSet}
              hint={saved?.passwordHint ?? null}
              required
            />
            <TextInput {...field('senderNumber', ltr)} placeholder="+966500000000" withAsterisk />
          </>
        )}
        {type === 'whatsapp' && (
          <>
            <TextInput {...field('phoneNumberId', ltr)} inputMode="numeric" withAsterisk />
            <SecretInput
              input={form.getInputProps('password')}
              label={secretLabel}
              set={secretSet}
              hint={saved?.passwordHint ?? null}
              required
            />
            <TextInput {...field('senderNumber', ltr)} label={t('fields.whatsappNumber.label')} description={undefined} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput {...field('templateName', ltr)} placeholder={WHATSAPP_DEFAULT_TEMPLATE.name} />
              <TextInput {...field('templateLanguage', ltr)} placeholder={WHATSAPP_DEFAULT_TEMPLATE.language} />
            </SimpleGrid>
          </>
        )}
        {failure && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {failure}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={form.submitting}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The secret's field: empty, with what is saved said beside it ("set, ends …9c3d; leave empty to keep it"). */
function SecretInput({
  input,
  label,
  set,
  hint,
  required = false,
}: {
  input: ReturnType<ReturnType<typeof useForm<SettingValues>>['getInputProps']>;
  label: string;
  set: boolean;
  hint: string | null;
  required?: boolean;
}) {
  const { t } = useTranslation('messaging');
  return (
    <PasswordInput
      {...input}
      label={label}
      withAsterisk={required && !set}
      description={
        set ? (
          <Text component="span" fz="xs">
            {hint ? (
              <>
                {t('secret.set')} <bdi dir="ltr">{hint}</bdi>.
              </>
            ) : (
              t('secret.saved')
            )}{' '}
            {t('secret.keep')}
          </Text>
        ) : (
          t('secret.notSet')
        )
      }
      dir="ltr"
      autoComplete="new-password"
      spellCheck={false}
    />
  );
}
