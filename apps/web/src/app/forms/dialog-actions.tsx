import { Button, Group } from '@mantine/core';
import { FormFailure } from '@/app/components/form-failure.tsx';

/** The foot of a form in a dialog: why the last submit failed, then cancel and submit at the end of the line. */
export function DialogActions({
  failure,
  cancel,
  submit,
  onCancel,
  submitting,
}: {
  failure: string | null;
  cancel: string;
  submit: string;
  onCancel: () => void;
  submitting: boolean;
}) {
  return (
    <>
      <FormFailure message={failure} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {cancel}
        </Button>
        <Button type="submit" loading={submitting}>
          {submit}
        </Button>
      </Group>
    </>
  );
}
