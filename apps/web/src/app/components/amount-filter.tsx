import { useState } from 'react';
import { NumberInput } from '@mantine/core';

/** A bound of an amount range, applied when the merchant leaves the field or presses Enter (not at every digit). */
export function AmountFilter({
  value,
  onCommit,
  ...props
}: {
  label: string;
  placeholder: string;
  value: number | null;
  onCommit: (value: number | null) => void;
  error?: string;
}) {
  const [typed, setTyped] = useState<string | number>(value ?? '');
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setTyped(value ?? '');
  }
  const commit = () => {
    const next = typed === '' ? null : Number(typed);
    if (next !== value) onCommit(next !== null && Number.isFinite(next) ? next : null);
  };
  return (
    <NumberInput
      {...props}
      min={0}
      value={typed}
      onChange={setTyped}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
      hideControls
      inputMode="decimal"
    />
  );
}
