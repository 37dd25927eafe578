import { useState } from 'react';
import { Button, Group, Modal, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CategoryNode } from '@souqna/contracts';
import { allowedParents, siblingsOf } from '@/features/catalogue/category-moves.ts';

const TOP = 'top';

/**
 * The keyboard's way to re-parent (what a drag does with the mouse): a parent picker that never offers
 * the category itself or its descendants, and first or last among the new siblings.
 */
function MoveForm({
  category,
  tree,
  onMove,
  onCancel,
}: {
  category: CategoryNode;
  tree: CategoryNode[];
  onMove: (parentCategoryId: string | null, position: number) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('catalogue');
  const [parent, setParent] = useState<string>(category.parentCategoryId ?? TOP);
  const [place, setPlace] = useState<'first' | 'last'>('last');
  const options = [
    { value: TOP, label: t('categories.move.topLevel'), depth: 0 },
    ...allowedParents(tree, category.categoryId).map((f) => ({
      value: f.node.categoryId,
      label: f.node.name,
      depth: f.depth + 1,
    })),
  ];
  const depthOf = new Map(options.map((o) => [o.value, o.depth]));
  const parentId = parent === TOP ? null : parent;
  const siblings = siblingsOf(tree, parentId).filter((s) => s.categoryId !== category.categoryId);
  return (
    <Stack gap="md">
      <Select
        label={t('categories.move.parent')}
        description={t('categories.move.hint', { name: category.name })}
        data={options.map(({ value, label }) => ({ value, label }))}
        value={parent}
        onChange={(value) => setParent(value ?? TOP)}
        allowDeselect={false}
        searchable
        data-autofocus
        comboboxProps={{ shadow: 'md' }}
        renderOption={({ option }) => (
          <Text
            fz="sm"
            style={{ paddingInlineStart: (depthOf.get(option.value) ?? 0) * 16 }}
            fw={option.value === TOP ? 600 : 400}
          >
            {option.label}
          </Text>
        )}
      />
      <Stack gap={4}>
        <Text fz="sm" fw={500}>
          {t('categories.move.place')}
        </Text>
        <SegmentedControl
          value={place}
          onChange={(value) => setPlace(value as 'first' | 'last')}
          data={[
            { value: 'first', label: t('categories.move.first') },
            { value: 'last', label: t('categories.move.last') },
          ]}
        />
      </Stack>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button onClick={() => onMove(parentId, place === 'first' ? 0 : siblings.length)}>{t('categories.move.submit')}</Button>
      </Group>
    </Stack>
  );
}

export function MoveCategoryModal({
  category,
  tree,
  onClose,
  onMove,
}: {
  category: CategoryNode | null;
  tree: CategoryNode[];
  onClose: () => void;
  onMove: (category: CategoryNode, parentCategoryId: string | null, position: number) => void;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <Modal
      opened={category !== null}
      onClose={onClose}
      title={category ? t('categories.move.title', { name: category.name }) : ''}
      radius="lg"
      centered
    >
      {category && (
        <MoveForm
          key={category.categoryId}
          category={category}
          tree={tree}
          onCancel={onClose}
          onMove={(parentId, position) => {
            onMove(category, parentId, position);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
