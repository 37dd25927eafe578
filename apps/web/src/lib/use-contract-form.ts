import { useCallback, useState, type FormEvent } from 'react';
import type { core } from 'zod/mini';
import { appStore } from './app-store.ts';
import { contractsResolver, type FieldMessages } from './form-resolver.ts';

interface Options<Values> {
  initialValues: Values;
  /** One of the contracts' schemas: the form checks exactly what the server checks. */
  schema: core.$ZodType;
  /** Turns the form's values into what the schema reads (e.g. a phone into E.164). */
  prepare?: (values: Values) => unknown;
}

type Change = { currentTarget: { value: string } } | string;

/** What a field receives: spread it on a Mantine input (`{...form.getInputProps('email')}`). */
export interface FieldInputProps {
  value: string;
  error: string | undefined;
  onChange: (change: Change) => void;
  onBlur: () => void;
}

const valueOf = (change: Change) => (typeof change === 'string' ? change : change.currentTarget.value);

/**
 * The small form state the account screens need (values, errors, blur and submit validation),
 * validated by the contracts' resolver. Heavier forms may use @mantine/form with the same resolver;
 * this keeps the login page inside its weight budget.
 */
export function useContractForm<Values extends { [K in keyof Values]: string }>({
  initialValues,
  schema,
  prepare,
}: Options<Values>) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldMessages>({});
  const validate = contractsResolver<Values>(schema, () => appStore.getState().language, prepare);

  const setFieldError = useCallback((path: string, message: string | null) => {
    setErrors((current) => {
      const { [path]: _dropped, ...rest } = current;
      return message ? { ...rest, [path]: message } : rest;
    });
  }, []);

  const setFieldValue = useCallback(
    <K extends keyof Values & string>(path: K, value: Values[K]) => {
      setValues((current) => ({ ...current, [path]: value }));
      setFieldError(path, null);
    },
    [setFieldError],
  );

  const getInputProps = (path: keyof Values & string): FieldInputProps => ({
    value: values[path],
    error: errors[path],
    onChange: (change: Change) => setFieldValue(path, valueOf(change) as Values[typeof path]),
    // A field is checked when it is left, if it holds something: an untouched empty field stays quiet.
    onBlur: () => {
      if (values[path] !== '') setFieldError(path, validate(values)[path] ?? null);
    },
  });

  const onSubmit = (handler: (values: Values) => void | Promise<void>) => (event?: FormEvent) => {
    event?.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length === 0) void handler(values);
  };

  const reset = () => {
    setValues(initialValues);
    setErrors({});
  };

  return { values, errors, setErrors, setFieldError, setFieldValue, getInputProps, onSubmit, reset };
}
