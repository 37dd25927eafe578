import { AspectRatio, Badge, Box, Center, Image, Paper, SimpleGrid, Stack, Text, Anchor } from '@mantine/core';
import { IconPlayerPlay, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MediaItem } from '@souqna/contracts';

/** The gallery in its order, the main item marked. */
export function MediaTab({ media }: { media: MediaItem[] }) {
  const { t } = useTranslation('product');
  if (media.length === 0)
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('details.noMedia')}
      </Text>
    );
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
      {media.map((item) => (
        <Paper
          key={item.displayOrder}
          withBorder
          radius="md"
          p={6}
          data-testid="gallery-item"
          aria-label={item.altText ?? t('media.itemN', { n: item.displayOrder })}
          role="figure"
          style={item.isMain ? { borderColor: 'var(--mantine-color-amber-filled)', borderWidth: 2 } : undefined}
        >
          <Stack gap={4}>
            <Box pos="relative">
              <AspectRatio ratio={1}>
                {item.imageUrl ? (
                  <Image src={item.imageUrl} alt={item.altText ?? ''} radius="sm" fit="cover" />
                ) : (
                  <Center bg="var(--mantine-color-default-hover)">
                    <IconPlayerPlay size={32} />
                  </Center>
                )}
              </AspectRatio>
              {item.isMain && (
                <Badge
                  pos="absolute"
                  top={6}
                  color="amber"
                  tt="none"
                  leftSection={<IconStarFilled size={10} />}
                  style={{ insetInlineStart: 6 }}
                >
                  {t('media.main')}
                </Badge>
              )}
            </Box>
            <Text fz="xs" c="dimmed" lineClamp={1} style={{ unicodeBidi: 'plaintext' }}>
              {item.displayOrder}. {item.altText ?? ''}
            </Text>
            {item.videoUrl && (
              <Anchor href={item.videoUrl} target="_blank" rel="noreferrer" fz="xs" dir="ltr" lineClamp={1}>
                {item.videoUrl}
              </Anchor>
            )}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
