import { useState } from 'react';
import { Button, CloseButton, Group, Paper, Pill, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconCheck, IconSearch } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StoreCategory } from '@souqna/contracts';
import { currentLanguage } from '@/i18n/i18n.ts';
import { failureMessage } from '@/lib/failure.ts';
import { notify } from '@/lib/notify.ts';
import { FormFailure } from '@/app/components/form-failure.tsx';
import { nameOf } from '@/lib/reference/names.ts';
import { saveCategories, useMainCategories, useSubCategories } from '@/features/onboarding/api.ts';
import '@/features/onboarding/components/choice-card.css';
import { categoryChoice, useCategoryChoice } from './category-choice.ts';
import { GridSkeleton, MainCategoryGrid, NoMatch, pickOf, SubCategoryGrid } from './category-grids.tsx';
import { filterCategories } from './category-search.ts';
import { StepHeading } from '@/features/onboarding/components/step-heading.tsx';
import * as pages from '@/lib/pages.ts';

/**
 * Step 2 (spec §2): main categories as cards with search; one with children opens its
 * sub-categories at /startup/{id}. Picks are kept across both levels and saved together.
 */
export function CategoryPicker({ parentId, onBack }: { parentId?: string; onBack: () => void }) {
  const { t, i18n } = useTranslation('onboarding');
  const navigate = useNavigate();
  // The domain step's Back (a revisit) is kept while moving between the two levels.
  const { state } = useLocation();
  const lang = currentLanguage();
  const [query, setQuery] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const chosen = useCategoryChoice((s) => s.chosen);
  const toggle = useCategoryChoice((s) => s.toggle);
  const main = useMainCategories();
  const subs = useSubCategories(parentId);
  const parent = main.data?.find((c) => c.categoryId === parentId);
  const rtl = i18n.dir() === 'rtl';
  const Back = rtl ? IconArrowRight : IconArrowLeft;

  const open = (category: StoreCategory) => {
    setQuery('');
    void navigate(pages.subCategories(category.categoryId), { state });
  };
  const backToMain = () => {
    setQuery('');
    void navigate(pages.startup, { state });
  };

  const save = async () => {
    setFailure(null);
    setSaving(true);
    try {
      const { message } = await saveCategories({ categoryIds: chosen.map((c) => c.categoryId) });
      notify('success', message);
      categoryChoice.getState().clear();
      // The activation page reads the new stage from the server; first-time pages are behind us now.
      await navigate(pages.activation, { replace: true });
    } catch (error) {
      setFailure(failureMessage(error));
      setSaving(false);
    }
  };

  const list = parentId ? subs : main;
  const shown = filterCategories(list.data ?? [], query);

  return (
    <Stack gap="lg">
      <StepHeading
        title={parentId && parent ? nameOf(parent, lang) : t('categories.title')}
        subtitle={parentId ? t('categories.subSubtitle') : t('categories.subtitle')}
      />

      <Group gap="sm" wrap="wrap">
        {parentId && (
          <Button variant="default" leftSection={<Back size={16} />} onClick={backToMain} style={{ flexShrink: 0 }}>
            {t('categories.allCategories')}
          </Button>
        )}
        <TextInput
          style={{ flex: '1 1 240px' }}
          leftSection={<IconSearch size={16} />}
          placeholder={parentId ? t('categories.searchSub') : t('categories.search')}
          aria-label={parentId ? t('categories.searchSub') : t('categories.search')}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          rightSection={
            query ? <CloseButton size="sm" aria-label={t('categories.clearSearch')} onClick={() => setQuery('')} /> : null
          }
        />
      </Group>

      {list.isPending ? (
        <GridSkeleton />
      ) : list.isError ? (
        <FormFailure message={failureMessage(list.error)} />
      ) : shown.length === 0 && (!parentId || query) ? (
        <NoMatch query={query} />
      ) : parentId ? (
        <SubCategoryGrid
          parent={query ? undefined : parent}
          categories={shown}
          chosen={chosen}
          onToggle={(c) => toggle(pickOf(c))}
        />
      ) : (
        <MainCategoryGrid categories={shown} chosen={chosen} onOpen={open} onToggle={(c) => toggle(pickOf(c))} />
      )}

      <Paper withBorder radius="md" p="md" bg="var(--app-page)">
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <Text fw={700} aria-live="polite">
              {t('categories.chosen', { count: chosen.length })}
            </Text>
            {chosen.length > 0 && (
              <Button variant="subtle" size="compact-sm" color="gray" onClick={() => categoryChoice.getState().clear()}>
                {t('categories.clear')}
              </Button>
            )}
          </Group>
          {chosen.length > 0 ? (
            <Pill.Group>
              {chosen.map((c) => (
                <Pill
                  key={c.categoryId}
                  withRemoveButton
                  onRemove={() => categoryChoice.getState().remove(c.categoryId)}
                  removeButtonProps={{ 'aria-label': t('categories.remove', { name: nameOf(c, lang) }) }}
                >
                  {nameOf(c, lang)}
                </Pill>
              ))}
            </Pill.Group>
          ) : (
            <Text fz="sm" c="dimmed">
              {t('categories.noneHint')}
            </Text>
          )}
        </Stack>
      </Paper>

      <FormFailure message={failure} />
      <Group justify="space-between">
        <Button variant="subtle" color="gray" leftSection={<Back size={16} />} onClick={onBack}>
          {t('categories.backToStoreData')}
        </Button>
        <Button
          size="md"
          leftSection={<IconCheck size={18} />}
          disabled={chosen.length === 0}
          loading={saving}
          onClick={() => void save()}
        >
          {t('categories.save')}
        </Button>
      </Group>
    </Stack>
  );
}
