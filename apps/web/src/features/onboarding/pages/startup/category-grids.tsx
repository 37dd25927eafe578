import { Badge, Checkbox, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StoreCategory } from '@souqna/contracts';
import { currentLanguage } from '@/i18n/i18n.ts';
import { nameOf } from '@/lib/reference/names.ts';
import { categoryIcon } from './category-icons.ts';
import { chosenUnder, type ChosenCategory } from './category-choice.ts';

export const pickOf = (c: StoreCategory): ChosenCategory => ({
  categoryId: c.categoryId,
  parentCategoryId: c.parentCategoryId,
  nameAr: c.nameAr,
  nameEn: c.nameEn,
});

export function GridSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} h={76} radius="md" />
      ))}
    </SimpleGrid>
  );
}

export function NoMatch({ query }: { query: string }) {
  const { t } = useTranslation('onboarding');
  return (
    <Paper withBorder radius="md" p="xl" ta="center" style={{ borderStyle: 'dashed' }}>
      <Stack align="center" gap={6}>
        <ThemeIcon variant="light" color="gray" size={44} radius="xl">
          <IconSearchOff size={22} />
        </ThemeIcon>
        <Text fw={700}>{t('categories.noMatch.title')}</Text>
        <Text fz="sm" c="dimmed">
          {t('categories.noMatch.text', { query })}
        </Text>
      </Stack>
    </Paper>
  );
}

/** Main categories as cards: each opens its sub-categories and says how many of them are chosen. */
export function MainCategoryGrid({
  categories,
  chosen,
  onOpen,
  onToggle,
}: {
  categories: StoreCategory[];
  chosen: ChosenCategory[];
  onOpen: (category: StoreCategory) => void;
  onToggle: (category: StoreCategory) => void;
}) {
  const { t, i18n } = useTranslation('onboarding');
  const lang = currentLanguage();
  const Chevron = i18n.dir() === 'rtl' ? IconChevronLeft : IconChevronRight;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
      {categories.map((category) => {
        const CategoryIcon = categoryIcon(category.categoryId);
        const count = chosenUnder(chosen, category.categoryId);
        const name = nameOf(category, lang);
        return (
          <UnstyledButton
            key={category.categoryId}
            className="app-choice-card"
            data-chosen={count > 0 || undefined}
            onClick={() => (category.hasChildren ? onOpen(category) : onToggle(category))}
            aria-label={count ? `${name} (${t('categories.chosen', { count })})` : name}
            p="md"
            bd="1px solid var(--mantine-color-default-border)"
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          >
            <Group wrap="nowrap" gap="sm">
              <ThemeIcon variant={count ? 'filled' : 'light'} radius="md" size={40}>
                <CategoryIcon size={22} />
              </ThemeIcon>
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={700} fz="sm" lineClamp={2}>
                  {name}
                </Text>
                {count > 0 ? (
                  <Badge size="sm" variant="light" w="fit-content">
                    {t('categories.chosen', { count })}
                  </Badge>
                ) : (
                  category.hasChildren && (
                    <Text fz="xs" c="dimmed">
                      {t('categories.browse')}
                    </Text>
                  )
                )}
              </Stack>
              {category.hasChildren && <Chevron size={18} color="var(--mantine-color-dimmed)" />}
            </Group>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}

/** A main category's sub-categories as check cards, with the whole category as the first choice. */
export function SubCategoryGrid({
  parent,
  categories,
  chosen,
  onToggle,
}: {
  parent: StoreCategory | undefined;
  categories: StoreCategory[];
  chosen: ChosenCategory[];
  onToggle: (category: StoreCategory) => void;
}) {
  const { t } = useTranslation('onboarding');
  const lang = currentLanguage();
  const isChosen = (id: string) => chosen.some((c) => c.categoryId === id);
  const card = (category: StoreCategory, label: string, hint?: string) => (
    <Checkbox.Card
      key={category.categoryId}
      className="app-choice-card"
      radius="md"
      p="md"
      checked={isChosen(category.categoryId)}
      onClick={() => onToggle(category)}
      aria-label={label}
    >
      <Group wrap="nowrap" gap="sm" align="center">
        <Checkbox.Indicator />
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} fz="sm" lineClamp={2}>
            {label}
          </Text>
          {hint && (
            <Text fz="xs" c="dimmed">
              {hint}
            </Text>
          )}
        </Stack>
      </Group>
    </Checkbox.Card>
  );
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
      {parent && card(parent, t('categories.whole', { name: nameOf(parent, lang) }), t('categories.wholeHint'))}
      {categories.map((c) => card(c, nameOf(c, lang)))}
    </SimpleGrid>
  );
}
