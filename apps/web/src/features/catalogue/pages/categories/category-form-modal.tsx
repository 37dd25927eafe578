import { useState } from 'react';
import { Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { CATEGORY_DESCRIPTION_MAX, CATEGORY_NAME_MAX, CategoryInput, type CategoryNode } from '@souqna/contracts';
import { ownDirection } from '@/app/forms/text-direction.ts';
import { appStore } from '@/lib/app-store.ts';
import { contractsResolver, showServerFieldErrors } from '@/lib/form-resolver.ts';
import { DialogActions } from '@/app/forms/dialog-actions.tsx';
import { ImageUploadField } from '@/app/components/image-upload-field.tsx';
import { categoryFailure, createCategory, updateCategory } from '@/features/catalogue/api.ts';
import { flatten } from '@/features/catalogue/category-moves.ts';
import { CountedTextarea } from '@/app/components/counted-textarea.tsx';

/** What the dialog is for: a new category (under a parent, or at the top level) or an existing one. */
export type CategoryEditing = { kind: 'add'; parentId: string | null } | { kind: 'edit'; category: CategoryNode };

interface Values {
  name: string;
  nameEn: string;
  description: string;
  image: string | null;
  parentCategoryId: string | null;
}

const TOP = 'top';

const valuesOf = (editing: CategoryEditing): Values =>
  editing.kind === 'edit'
    ? {
        name: editing.category.name,
        nameEn: editing.category.nameEn ?? '',
        description: editing.category.description ?? '',
        image: editing.category.image,
        parentCategoryId: editing.category.parentCategoryId,
      }
    : { name: '', nameEn: '', description: '', image: null, parentCategoryId: editing.parentId };

/** An edit keeps the category where it is (moving is its own action): no parent is sent. */
const toInput = (editing: CategoryEditing) => (v: Values) => ({
  name: v.name,
  nameEn: v.nameEn.trim() || null,
  description: v.description.trim() || null,
  image: v.image,
  ...(editing.kind === 'add' ? { parentCategoryId: v.parentCategoryId } : {}),
});

function CategoryForm({
  editing,
  tree,
  onDone,
  onCancel,
}: {
  editing: CategoryEditing;
  tree: CategoryNode[];
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('catalogue');
  const [failure, setFailure] = useState<string | null>(null);
  const prepare = toInput(editing);
  const form = useForm<Values>({
    initialValues: valuesOf(editing),
    validate: contractsResolver<Values>(CategoryInput, () => appStore.getState().language, prepare),
  });
  const parents = [
    { value: TOP, label: t('categories.form.topLevel'), depth: 0 },
    ...flatten(tree).map((f) => ({ value: f.node.categoryId, label: f.node.name, depth: f.depth + 1 })),
  ];
  const depthOf = new Map(parents.map((p) => [p.value, p.depth]));

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const input = prepare(values);
      const { message } =
        editing.kind === 'edit' ? await updateCategory(editing.category.categoryId, input) : await createCategory(input);
      onDone(message);
    } catch (error) {
      showServerFieldErrors(error, form.setErrors);
      setFailure(categoryFailure(error, editing.kind === 'edit' ? 'update' : 'add'));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('categories.form.name')}
            description={t('categories.form.nameHint')}
            placeholder={t('categories.form.namePlaceholder')}
            withAsterisk
            maxLength={CATEGORY_NAME_MAX}
            data-autofocus
            {...ownDirection}
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('categories.form.nameEn')}
            description={t('categories.form.nameEnHint')}
            placeholder="Men's perfumes"
            dir="ltr"
            maxLength={CATEGORY_NAME_MAX}
            {...form.getInputProps('nameEn')}
          />
        </SimpleGrid>
        {editing.kind === 'add' && (
          <Select
            label={t('categories.form.parent')}
            data={parents.map(({ value, label }) => ({ value, label }))}
            value={form.values.parentCategoryId ?? TOP}
            onChange={(value) => form.setFieldValue('parentCategoryId', !value || value === TOP ? null : value)}
            allowDeselect={false}
            searchable
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
            error={form.errors.parentCategoryId}
          />
        )}
        <CountedTextarea
          label={t('categories.form.description')}
          placeholder={t('categories.form.descriptionPlaceholder')}
          max={CATEGORY_DESCRIPTION_MAX}
          {...ownDirection}
          {...form.getInputProps('description')}
          value={form.values.description}
        />
        <ImageUploadField
          label={t('categories.form.image')}
          description={t('categories.form.imageHint')}
          value={form.values.image}
          onChange={(path) => form.setFieldValue('image', path)}
          error={form.errors.image}
          previewWidth={140}
        />
        <DialogActions
          failure={failure}
          cancel={t('common.cancel')}
          submit={editing.kind === 'edit' ? t('categories.form.submitEdit') : t('categories.form.submitAdd')}
          onCancel={onCancel}
          submitting={form.submitting}
        />
      </Stack>
    </form>
  );
}

/** Adds or edits a category: name (required), English name, description, image, and for a new one its parent. */
export function CategoryFormModal({
  editing,
  tree,
  onClose,
  onSaved,
}: {
  editing: CategoryEditing | null;
  tree: CategoryNode[];
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation('catalogue');
  const title =
    editing?.kind === 'edit'
      ? t('categories.form.editTitle')
      : editing?.parentId
        ? t('categories.form.addChildTitle')
        : t('categories.form.addTitle');
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={
        <Text fw={700} fz="lg">
          {title}
        </Text>
      }
      radius="lg"
      size="lg"
      centered
    >
      {editing && (
        <CategoryForm
          key={editing.kind === 'edit' ? editing.category.categoryId : `add-${editing.parentId}`}
          editing={editing}
          tree={tree}
          onCancel={onClose}
          onDone={onSaved}
        />
      )}
    </Modal>
  );
}
