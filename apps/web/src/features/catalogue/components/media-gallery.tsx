import '@mantine/dropzone/styles.css';
import { useEffect, useRef, useState } from 'react';
import {
  ActionIcon,
  Alert,
  AspectRatio,
  Badge,
  Box,
  Button,
  Center,
  Group,
  Image,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import {
  IconArrowLeft,
  IconArrowRight,
  IconGripVertical,
  IconPhotoPlus,
  IconPlayerPlay,
  IconStar,
  IconStarFilled,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  addMedia,
  MEDIA_ALT_MAX,
  MEDIA_MAX,
  moveMedia,
  removeMedia,
  setMainMedia,
  thumbnailPathOf,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_MB,
  type MediaItem,
} from '@souqna/contracts';
import { currentLanguage } from '@/i18n/i18n.ts';
import { ACCEPTED_IMAGE_TYPES, refusalOfRejected } from '@/lib/uploads/image-file.ts';
import { useMediaUploads } from './media-uploader.ts';
import { leftToRightValue } from '@/app/forms/text-direction.ts';

interface Props {
  items: MediaItem[];
  onChange: (items: MediaItem[]) => void;
  /** Field messages by path (`media.2.altText`). */
  errors?: Record<string, unknown>;
}

const VIDEO_LINK = /^https?:\/\/\S+$/i;

/** A name for an item the merchant can read: its alt text, else its position. */
function useItemName() {
  const { t } = useTranslation('product');
  return (item: MediaItem) => item.altText || t('media.itemN', { n: item.displayOrder });
}

function Tile({
  item,
  index,
  count,
  onChange,
  dragging,
  onDragStart,
  onDrop,
  error,
}: {
  item: MediaItem;
  index: number;
  count: number;
  onChange: (next: (items: MediaItem[]) => MediaItem[]) => void;
  dragging: boolean;
  onDragStart: () => void;
  onDrop: () => void;
  error?: string;
}) {
  const { t, i18n } = useTranslation('product');
  const name = useItemName()(item);
  const [over, setOver] = useState(false);
  // "Earlier" points to the start of the line: right in Arabic, left in English.
  const rtl = i18n.dir() === 'rtl';
  const Earlier = rtl ? IconArrowRight : IconArrowLeft;
  const Later = rtl ? IconArrowLeft : IconArrowRight;
  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      data-testid="media-tile"
      aria-label={name}
      role="group"
      draggable
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(index));
        onDragStart();
      }}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        onDrop();
      }}
      style={{
        opacity: dragging ? 0.5 : 1,
        cursor: 'grab',
        borderColor: item.isMain ? 'var(--mantine-color-amber-filled)' : over ? 'var(--mantine-primary-color-filled)' : undefined,
        borderWidth: item.isMain || over ? 2 : 1,
      }}
    >
      <Stack gap={6}>
        <Box pos="relative">
          <AspectRatio ratio={1}>
            {item.imageUrl ? (
              <Image src={thumbnailPathOf(item.imageUrl)} alt={item.altText ?? ''} radius="sm" fit="cover" />
            ) : (
              <Center bg="var(--mantine-color-default-hover)" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
                <Stack gap={4} align="center" px="xs">
                  <IconPlayerPlay size={28} />
                  <Text fz="xs" c="dimmed" dir="ltr" lineClamp={2} style={{ wordBreak: 'break-all' }}>
                    {item.videoUrl}
                  </Text>
                </Stack>
              </Center>
            )}
          </AspectRatio>
          <Group pos="absolute" top={6} gap={4} style={{ insetInlineStart: 6 }}>
            <Badge size="sm" variant="filled" color="dark" tt="none">
              {item.displayOrder}
            </Badge>
            {item.isMain && (
              <Badge size="sm" color="amber" tt="none" leftSection={<IconStarFilled size={10} />}>
                {t('media.main')}
              </Badge>
            )}
            {item.videoUrl && (
              <Badge size="sm" color="grape" tt="none">
                {t('media.video')}
              </Badge>
            )}
          </Group>
        </Box>
        <TextInput
          size="xs"
          placeholder={t('media.altText')}
          aria-label={t('media.altTextOf', { name })}
          maxLength={MEDIA_ALT_MAX}
          value={item.altText ?? ''}
          error={error}
          onChange={(event) => {
            const altText = event.currentTarget.value;
            onChange((items) => items.map((x, i) => (i === index ? { ...x, altText } : x)));
          }}
          styles={{ input: { unicodeBidi: 'plaintext' } }}
        />
        <Group gap={2} justify="space-between" wrap="nowrap">
          <IconGripVertical size={16} color="var(--mantine-color-dimmed)" aria-hidden />
          <Group gap={2} wrap="nowrap">
            <Tooltip label={t('media.earlier')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                disabled={index === 0}
                aria-label={t('media.earlierOf', { name })}
                onClick={() => onChange((items) => moveMedia(items, index, index - 1))}
              >
                <Earlier size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('media.later')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                disabled={index === count - 1}
                aria-label={t('media.laterOf', { name })}
                onClick={() => onChange((items) => moveMedia(items, index, index + 1))}
              >
                <Later size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('media.makeMain')}>
              <ActionIcon
                variant="subtle"
                color="amber"
                disabled={item.isMain}
                aria-label={t('media.makeMainOf', { name })}
                onClick={() => onChange((items) => setMainMedia(items, index))}
              >
                {item.isMain ? <IconStarFilled size={16} /> : <IconStar size={16} />}
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('media.delete')}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('media.deleteOf', { name })}
                onClick={() => onChange((items) => removeMedia(items, index))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * The product's gallery (spec §4 Media): upload images or add a video link, drag a tile (or use its
 * arrows) to reorder, choose the main item, delete, write alt text. Every change goes through the
 * contracts' media rules, so exactly one item is main and the order is always 1..n.
 */
export function MediaGallery({ items, onChange, errors = {} }: Props) {
  const { t } = useTranslation(['product', 'uploads']);
  const [video, setVideo] = useState('');
  const [videoError, setVideoError] = useState<string | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  // Uploads finish one by one: each adds to the newest gallery, not to the one of the moment it began.
  const latest = useRef(items);
  useEffect(() => {
    latest.current = items;
  }, [items]);
  const change = (next: (current: MediaItem[]) => MediaItem[]) => {
    latest.current = next(latest.current);
    onChange(latest.current);
  };
  const uploads = useMediaUploads((image, fileName) =>
    change((current) =>
      addMedia(current, {
        imageId: null,
        imageUrl: image.path,
        videoUrl: null,
        altText: fileName.replace(/\.[^.]+$/, ''),
        isMain: false,
      }),
    ),
  );
  const full = items.length >= MEDIA_MAX;

  const addVideo = () => {
    const link = video.trim();
    if (!VIDEO_LINK.test(link)) {
      setVideoError(t('media.videoInvalid'));
      return;
    }
    change((current) => addMedia(current, { imageId: null, imageUrl: null, videoUrl: link, altText: null, isMain: false }));
    setVideo('');
    setVideoError(null);
  };

  return (
    <Stack gap="md">
      <Dropzone
        onDrop={(files) => void uploads.upload(files.slice(0, MEDIA_MAX - items.length))}
        onReject={(rejected) =>
          uploads.refuse(refusalOfRejected(rejected[0]?.errors.map((e) => e.code) ?? [], currentLanguage()).message)
        }
        accept={ACCEPTED_IMAGE_TYPES}
        maxSize={UPLOAD_MAX_BYTES}
        multiple
        disabled={full}
        inputProps={{ 'aria-label': t('media.upload') }}
        radius="md"
      >
        <Group justify="center" gap="md" mih={80} wrap="nowrap" style={{ pointerEvents: 'none' }}>
          {uploads.pending > 0 ? <Loader size="sm" /> : <IconPhotoPlus size={32} stroke={1.5} />}
          <Stack gap={2}>
            <Text fw={500}>{uploads.pending > 0 ? t('media.uploading', { count: uploads.pending }) : t('media.upload')}</Text>
            <Text fz="xs" c="dimmed">
              {full ? t('media.full', { max: MEDIA_MAX }) : t('uploads:field.hint', { max: UPLOAD_MAX_MB })}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      {uploads.errors.length > 0 && (
        <Alert color="red" variant="light" role="alert">
          <Stack gap={2}>
            {uploads.errors.map((e) => (
              <Text key={e} fz="sm">
                {e}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <TextInput
          flex={1}
          label={t('media.videoLink')}
          placeholder="https://www.youtube.com/watch?v=…"
          {...leftToRightValue}
          value={video}
          error={videoError}
          disabled={full}
          onChange={(event) => setVideo(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              addVideo();
            }
          }}
        />
        <Button variant="default" mt={25} onClick={addVideo} disabled={full || !video.trim()}>
          {t('media.addVideo')}
        </Button>
      </Group>
      {items.length === 0 ? (
        <Text c="dimmed" fz="sm" ta="center" py="md">
          {t('media.empty')}
        </Text>
      ) : (
        <>
          <Text fz="xs" c="dimmed">
            {t('media.reorderHint')}
          </Text>
          <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing="sm">
            {items.map((item, index) => (
              <Tile
                key={`${item.imageUrl ?? item.videoUrl}-${index}`}
                item={item}
                index={index}
                count={items.length}
                onChange={change}
                dragging={dragged === index}
                onDragStart={() => setDragged(index)}
                onDrop={() => {
                  if (dragged !== null) change((current) => moveMedia(current, dragged, index));
                  setDragged(null);
                }}
                error={errors[`media.${index}.altText`] as string | undefined}
              />
            ))}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
