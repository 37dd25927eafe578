import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCategory, IconHandMove, IconLayoutList, IconListTree, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { translate, type CategoryNode } from '@souqna/contracts';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import { appStore } from '@/lib/app-store.ts';
import { notify } from '@/lib/notify.ts';
import { categoryFailure, categoryKeys, deleteCategory, useCategoryTree, useMoveCategory } from '@/features/catalogue/api.ts';
import { flatten } from '@/features/catalogue/category-moves.ts';
import { ConfirmDeleteDialog } from '@/app/components/confirm-delete-dialog.tsx';
import { EmptyState } from '@/app/components/empty-state.tsx';
import { CategoryFormModal, type CategoryEditing } from './category-form-modal.tsx';
import { CategoryTree } from './category-tree.tsx';
import { MoveCategoryModal } from './move-category-modal.tsx';
import { ProductTabs } from '@/features/catalogue/components/product-tabs.tsx';
import { ListLoading } from '@/app/components/list-states.tsx';

/** /products/categories: the store's category tree; add, edit, delete, and move by drag or by menu. */
export default function CategoriesPage() {
  const { t } = useTranslation('catalogue');
  const queryClient = useQueryClient();
  const tree = useCategoryTree();
  const move = useMoveCategory();
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<CategoryEditing | null>(null);
  const [moving, setMoving] = useState<CategoryNode | null>(null);
  const [deleting, setDeleting] = useState<CategoryNode | null>(null);
  // A refused move is said above the tree, where the merchant is looking, until the next drag or move.
  const [refusal, setRefusal] = useState<string | null>(null);
  const nodes = tree.data ?? [];
  const all = flatten(nodes);

  const refresh = () => queryClient.invalidateQueries({ queryKey: categoryKeys.all });
  const expand = (id: string | null) =>
    id &&
    setCollapsed((c) => {
      if (!c.has(id)) return c;
      const next = new Set(c);
      next.delete(id);
      return next;
    });

  const moveCategory = (category: CategoryNode, parentCategoryId: string | null, position: number) => {
    // The new parent opens, so the merchant sees where it landed.
    expand(parentCategoryId);
    setRefusal(null);
    move.mutate(
      { category, parentCategoryId, position },
      {
        onSuccess: ({ message }) => notify('success', message),
        onError: (error) => setRefusal(categoryFailure(error, 'update')),
      },
    );
  };

  const addButton = (
    <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ kind: 'add', parentId: null })}>
      {t('categories.add')}
    </Button>
  );

  let body;
  if (tree.isPending) {
    body = (
      <Paper withBorder radius="lg" p="md">
        <ListLoading height={44} />
      </Paper>
    );
  } else if (tree.isError) {
    body = (
      <LoadFailure
        title={t('categories.failed.fetch')}
        message={categoryFailure(tree.error, 'fetch')}
        onRetry={() => void tree.refetch()}
      />
    );
  } else if (nodes.length === 0) {
    body = (
      <EmptyState
        icon={IconCategory}
        title={t('categories.empty.title')}
        text={t('categories.empty.text')}
        action={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ kind: 'add', parentId: null })}>
            {t('categories.empty.action')}
          </Button>
        }
      />
    );
  } else {
    const parents = all.filter((f) => f.node.children.length > 0).map((f) => f.node.categoryId);
    body = (
      <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'sm' }}>
        <Group justify="space-between" gap="sm" px="xs" pb="sm" wrap="wrap">
          <Group gap={8} wrap="nowrap" style={{ flex: 1, minWidth: 240 }}>
            <IconHandMove size={18} style={{ flexShrink: 0 }} color="var(--mantine-color-dimmed)" />
            <Text fz="xs" c="dimmed">
              {t('categories.dragHint')}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <Button
              size="compact-sm"
              variant="subtle"
              color="gray"
              leftSection={<IconListTree size={16} />}
              onClick={() => setCollapsed(new Set())}
            >
              {t('categories.expandAll')}
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              color="gray"
              leftSection={<IconLayoutList size={16} />}
              onClick={() => setCollapsed(new Set(parents))}
            >
              {t('categories.collapseAll')}
            </Button>
          </Group>
        </Group>
        {refusal && (
          <Alert
            color="red"
            variant="light"
            radius="md"
            mx="xs"
            mb="sm"
            icon={<IconAlertCircle size={20} />}
            title={t('categories.moveRefused')}
            role="alert"
            withCloseButton
            closeButtonLabel={t('common.close')}
            onClose={() => setRefusal(null)}
          >
            {refusal}
          </Alert>
        )}
        <CategoryTree
          tree={nodes}
          collapsed={collapsed}
          onToggle={(id) =>
            setCollapsed((c) => {
              const next = new Set(c);
              if (next.has(id)) next.delete(id);
              else next.add(id);
              return next;
            })
          }
          actions={{
            onEdit: (category) => setEditing({ kind: 'edit', category }),
            onAddChild: (category) => setEditing({ kind: 'add', parentId: category.categoryId }),
            onMoveTo: setMoving,
            onDelete: setDeleting,
            onMove: moveCategory,
            onRefusedDrop: () => setRefusal(translate('field.category_cycle', appStore.getState().language)),
            onDragBegin: () => setRefusal(null),
          }}
        />
      </Paper>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Group gap="sm" wrap="nowrap">
            <Title order={1} fz="h2">
              {t('categories.title')}
            </Title>
            {nodes.length > 0 && (
              <Badge variant="light" color="gray" size="lg" tt="none">
                {t('categories.count', { count: all.length })}
              </Badge>
            )}
          </Group>
          <Text c="dimmed" fz="sm" maw={620}>
            {t('categories.subtitle')}
          </Text>
        </Stack>
        {nodes.length > 0 && addButton}
      </Group>
      <ProductTabs />

      {body}

      <CategoryFormModal
        editing={editing}
        tree={nodes}
        onClose={() => setEditing(null)}
        onSaved={(message) => {
          if (editing?.kind === 'add') expand(editing.parentId);
          setEditing(null);
          notify('success', message);
          void refresh();
        }}
      />
      <MoveCategoryModal category={moving} tree={nodes} onClose={() => setMoving(null)} onMove={moveCategory} />
      <ConfirmDeleteDialog
        opened={deleting !== null}
        texts={{
          title: t('categories.delete.title'),
          text: t('categories.delete.text', { name: deleting?.name ?? '' }),
          confirm: t('categories.delete.confirm'),
          refused: t('categories.delete.refused'),
        }}
        onDelete={async () => (await deleteCategory(deleting!.categoryId)).message}
        failureOf={(error) => categoryFailure(error, 'delete')}
        onClose={() => setDeleting(null)}
        onDeleted={(message) => {
          notify('success', message);
          void refresh();
        }}
      />
    </Stack>
  );
}
