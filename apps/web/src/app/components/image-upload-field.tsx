import '@mantine/dropzone/styles.css';
import { useRef, useState, type ReactNode } from 'react';
import { ActionIcon, AspectRatio, Box, Button, CloseButton, Group, Image, Input, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useId } from '@mantine/hooks';
import { IconLock, IconPhoto, IconPhotoEdit, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { thumbnailPathOf, UPLOAD_MAX_BYTES, UPLOAD_MAX_MB, type UploadVisibility, type UploadedImage } from '@souqna/contracts';
import { currentLanguage } from '@/i18n/i18n.ts';
import { ACCEPTED_IMAGE_TYPES, refusalOfRejected } from '@/lib/uploads/image-file.ts';
import { useImageUpload } from '@/lib/uploads/use-image-upload.ts';

export interface ImageUploadFieldProps {
  label: ReactNode;
  description?: ReactNode;
  /** The stored path (`/images/uploads/...`) or link, or null when there is no image. */
  value: string | null;
  /** The new path after an upload (with the whole answer), or null after "remove". */
  onChange: (path: string | null, image?: UploadedImage) => void;
  /** A form's message for this field; shown instead of the field's own upload errors. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Width ÷ height of the preview: 1 for a logo or avatar (default), 16 / 9 for a banner. */
  aspect?: number;
  /** Width of the preview in pixels (default 200); it never overflows its column. */
  previewWidth?: number;
  /**
   * `private` for documents (identity, bank statement): stored where no public link reaches them;
   * previewed through the upload's signed link, and afterwards shown only as attached.
   */
  visibility?: UploadVisibility;
}

/**
 * An image picked by drop or click, checked in the browser (image by content, at most 5 MB, in the
 * server's words), uploaded with a progress bar, then previewed from its thumbnail with "change" and
 * "remove". Pages load the `uploads` namespace with their route.
 */
export function ImageUploadField({
  label,
  description,
  value,
  onChange,
  error,
  required,
  disabled,
  aspect = 1,
  previewWidth = 200,
  visibility = 'public',
}: ImageUploadFieldProps) {
  const { t } = useTranslation('uploads');
  const id = useId();
  const openPicker = useRef<() => void>(null);
  // A private file has no public address: its preview is the signed link of the upload just made.
  const [lastUpload, setLastUpload] = useState<UploadedImage | null>(null);
  const upload = useImageUpload((image) => {
    setLastUpload(image);
    onChange(image.path, image);
  }, visibility);
  const privateThumbnail = lastUpload?.path === value ? lastUpload.thumbnailUrl : null;
  const { progress } = upload;
  const busy = progress.status !== 'idle';

  const dropzone = (
    <Dropzone
      openRef={openPicker}
      onDrop={(files) => files[0] && void upload.start(files[0])}
      onReject={(rejected) => upload.refuse(refusalOfRejected(rejected[0]?.errors.map((e) => e.code) ?? [], currentLanguage()))}
      accept={ACCEPTED_IMAGE_TYPES}
      maxSize={UPLOAD_MAX_BYTES}
      multiple={false}
      disabled={disabled || busy}
      loading={progress.status === 'checking'}
      inputProps={{ id, 'aria-label': typeof label === 'string' ? label : undefined }}
      radius="md"
      style={value || progress.status === 'uploading' ? { display: 'none' } : undefined}
    >
      <Group justify="center" gap="md" mih={96} wrap="nowrap" style={{ pointerEvents: 'none' }}>
        <Dropzone.Accept>
          <IconUpload size={40} stroke={1.5} color="var(--mantine-primary-color-filled)" />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconX size={40} stroke={1.5} color="var(--mantine-color-error)" />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <IconPhoto size={40} stroke={1.5} color="var(--mantine-color-dimmed)" />
        </Dropzone.Idle>
        <div>
          <Text fz="sm" fw={500}>
            {t('field.prompt')}
          </Text>
          <Text fz="xs" c="dimmed" mt={4}>
            {t('field.hint', { max: UPLOAD_MAX_MB })}
          </Text>
        </div>
      </Group>
    </Dropzone>
  );

  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={error ?? upload.error}
      withAsterisk={required}
      labelProps={{ htmlFor: id }}
    >
      <Stack gap="xs" mt={description ? 6 : 4}>
        {dropzone}
        {progress.status === 'uploading' && (
          <Stack gap={6} w={previewWidth} maw="100%">
            <Preview src={progress.localUrl} aspect={aspect} alt={t('field.preview')} dimmed />
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <Text fz="xs" c="dimmed" aria-live="polite">
                {t('field.uploading', { percent: progress.percent })}
              </Text>
              <CloseButton size="sm" aria-label={t('field.cancel')} title={t('field.cancel')} onClick={upload.cancel} />
            </Group>
            <Progress value={progress.percent} size="md" radius="xl" striped animated aria-label={t('field.progress')} />
          </Stack>
        )}
        {value && progress.status !== 'uploading' && (
          <Stack gap={6} w={previewWidth} maw="100%">
            {visibility === 'private' && !privateThumbnail ? (
              <Group
                gap="xs"
                wrap="nowrap"
                p="sm"
                bd="1px solid var(--mantine-color-default-border)"
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              >
                <IconLock size={18} color="var(--mantine-color-dimmed)" />
                <Text fz="xs" c="dimmed">
                  {t('field.privateAttached')}
                </Text>
              </Group>
            ) : (
              <Preview
                key={value}
                src={privateThumbnail ?? thumbnailPathOf(value)}
                fallback={privateThumbnail ? undefined : value}
                aspect={aspect}
                alt={t('field.preview')}
              />
            )}
            <Group gap="xs" wrap="nowrap">
              <Button
                size="compact-sm"
                variant="default"
                leftSection={<IconPhotoEdit size={16} />}
                disabled={disabled}
                onClick={() => openPicker.current?.()}
              >
                {t('field.replace')}
              </Button>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('field.remove')}
                title={t('field.remove')}
                disabled={disabled}
                onClick={() => {
                  upload.clearError();
                  onChange(null);
                }}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          </Stack>
        )}
      </Stack>
    </Input.Wrapper>
  );
}

/** The image in its frame; an outside link or a missing thumbnail falls back to the image itself. */
function Preview({
  src,
  fallback,
  aspect,
  alt,
  dimmed,
}: {
  src: string;
  fallback?: string;
  aspect: number;
  alt: string;
  dimmed?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <Box
      bg="var(--mantine-color-default-hover)"
      bd="1px solid var(--mantine-color-default-border)"
      style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', opacity: dimmed ? 0.6 : 1 }}
    >
      <AspectRatio ratio={aspect}>
        <Image src={failed && fallback ? fallback : src} alt={alt} fit="contain" onError={() => setFailed(true)} />
      </AspectRatio>
    </Box>
  );
}
