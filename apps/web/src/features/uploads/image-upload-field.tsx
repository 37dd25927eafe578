import { Group, Image, Input, TextInput } from '@mantine/core';

export interface ImageUploadFieldProps {
  label: string;
  /** A stored path (`/images/uploads/...`) or an http(s) link; null when there is no image. */
  value: string | null;
  onChange: (path: string | null) => void;
  error?: string;
  /** Width over height of the preview, e.g. 16 / 9. */
  aspect?: number;
}

/**
 * Stand-in until the uploads branch's field (upload with progress, previews, size and type checks)
 * replaces this file at merge: a preview of the stored image and a box for its path or link.
 */
export function ImageUploadField({ label, value, onChange, error, aspect = 1 }: ImageUploadFieldProps) {
  return (
    <Input.Wrapper label={label} error={error}>
      <Group gap="sm" wrap="nowrap" align="center" mt={4}>
        <Image
          src={value || null}
          w={64}
          h={64 / aspect}
          radius="md"
          fit="cover"
          alt=""
          fallbackSrc="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E"
          bg="var(--mantine-color-default-hover)"
        />
        <TextInput
          dir="ltr"
          style={{ flex: 1 }}
          value={value ?? ''}
          onChange={(e) => onChange(e.currentTarget.value.trim() === '' ? null : e.currentTarget.value)}
          error={Boolean(error)}
          placeholder="https://"
          aria-label={label}
        />
      </Group>
    </Input.Wrapper>
  );
}
