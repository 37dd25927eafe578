import { useMemo, useState } from 'react';
import { applyChanges, recordPathChange, type ConfigChanges, type InvoiceSettings } from '@souqna/contracts';

/**
 * The editor's changes record (spec §4): each edited setting by its path, dropped again when it is
 * set back to the saved value; the layout shown is the saved one with the changes applied.
 */
export function useLayoutEdits(saved: InvoiceSettings) {
  const [changes, setChanges] = useState<ConfigChanges>({});
  const values = useMemo(() => applyChanges(saved, changes), [saved, changes]);
  return {
    values,
    changes,
    set: (path: string, value: unknown) => setChanges((c) => recordPathChange(c, path, value, saved)),
    reset: () => setChanges({}),
  };
}

export type LayoutEdits = ReturnType<typeof useLayoutEdits>;

/** What a section of the editor gets: the layout being edited, how to edit it, and the messages of its fields. */
export interface SectionProps {
  values: InvoiceSettings;
  set: LayoutEdits['set'];
  errors: Record<string, string>;
}
