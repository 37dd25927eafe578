import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PrefetchLink } from '@/app/components/prefetch-link.tsx';
import { failureMessage } from '@/lib/failure.ts';
import { notify } from '@/lib/notify.ts';
import { createBranch, updateBranch, useBranch, warehouseKeys } from '@/features/warehouse/api.ts';
import { branchValuesOf, emptyBranch, type BranchFormValues } from '@/app/components/branch-form/branch-values.ts';
import { BranchForm } from '@/app/components/branch-form/branch-form.tsx';
import * as pages from '@/lib/pages.ts';

function BackToList() {
  const { t, i18n } = useTranslation('warehouse');
  const Back = i18n.dir() === 'rtl' ? IconArrowRight : IconArrowLeft;
  return (
    <Anchor component={PrefetchLink} to={pages.warehouses} fz="sm" c="dimmed">
      <Group gap={4} component="span">
        <Back size={14} />
        {t('form.backToList')}
      </Group>
    </Anchor>
  );
}

function Editor({ id, initialValues }: { id?: string; initialValues: BranchFormValues }) {
  const { t } = useTranslation('warehouse');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <BranchForm
      initialValues={initialValues}
      submitLabel={id ? t('form.saveChanges') : t('form.add')}
      secondary={
        <Button component={PrefetchLink} to={pages.warehouses} variant="default">
          {t('form.cancel')}
        </Button>
      }
      onSubmit={async (input) => {
        const { message } = id ? await updateBranch(id, input) : await createBranch(input);
        notify('success', message);
        await queryClient.invalidateQueries({ queryKey: warehouseKeys.all });
        await navigate(pages.warehouses);
      }}
    />
  );
}

/** /warehouse/add and /warehouse/edit/{id}: the same branch form as the onboarding's first branch. */
export default function BranchFormPage() {
  const { t } = useTranslation('warehouse');
  const { id } = useParams();
  const branch = useBranch(id);

  let body;
  if (!id) body = <Editor initialValues={emptyBranch()} />;
  else if (branch.isPending) {
    body = (
      <Center mih={240}>
        <Loader type="dots" />
      </Center>
    );
  } else if (branch.isError) {
    body = (
      <Alert color="red" variant="light" title={t('form.loadFailed')}>
        <Stack gap="sm" align="flex-start">
          <Text fz="sm">{failureMessage(branch.error)}</Text>
          <Button component={PrefetchLink} to={pages.warehouses} size="compact-sm" variant="default">
            {t('form.backToList')}
          </Button>
        </Stack>
      </Alert>
    );
  } else body = <Editor key={branch.data.id} id={id} initialValues={branchValuesOf(branch.data)} />;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <BackToList />
        <Title order={1} fz="h2">
          {!id ? t('form.addTitle') : branch.data ? t('form.editTitle', { name: branch.data.name }) : t('form.editTitleShort')}
        </Title>
        <Text c="dimmed" fz="sm">
          {id ? t('form.editSubtitle') : t('form.addSubtitle')}
        </Text>
      </Stack>
      {body}
    </Stack>
  );
}
