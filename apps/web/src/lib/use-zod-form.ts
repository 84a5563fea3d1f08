import { validate } from '@oxstrength/shared/fields';
import { useCallback, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';

type Values = Record<string, string>;

/**
 * A small form state hook validated by a shared zod schema (the spec's messages). A field is checked when it
 * loses focus and, once touched, on every change; everything is checked on submit. Server field errors can
 * be set with `setErrors`.
 */
export function useZodForm<S extends z.ZodType<unknown, Values>>(schema: S, initialValues: z.input<S>) {
  const [values, setValues] = useState<z.input<S>>(initialValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});

  const allErrors = useMemo(() => validate(schema, values), [schema, values]);
  const isValid = Object.keys(allErrors).length === 0;

  const setFieldError = useCallback((field: string, message: string | undefined) => {
    setErrors((prev) => {
      if (prev[field] === message) return prev;
      const next = { ...prev };
      if (message) next[field] = message;
      else delete next[field];
      return next;
    });
  }, []);

  const setFieldValue = (field: keyof z.input<S> & string, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setFieldError(field, touched[field] ? validate(schema, next)[field] : undefined);
  };

  const getInputProps = (field: keyof z.input<S> & string) => ({
    name: field,
    value: values[field] ?? '',
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setFieldValue(field, event.currentTarget.value),
    onBlur: () => {
      setTouched((prev) => (prev[field] ? prev : { ...prev, [field]: true }));
      setFieldError(field, allErrors[field]);
    },
  });

  /**
   * Validates everything; calls `handler` with the parsed (trimmed, normalised) values when valid, else
   * `onInvalid` with the errors shown.
   */
  const onSubmit =
    (handler: (data: z.output<S>) => unknown, onInvalid?: (errors: Record<string, string>) => void) =>
    (event?: FormEvent) => {
      event?.preventDefault();
      const result = schema.safeParse(values);
      if (!result.success) {
        const found = validate(schema, values);
        setErrors(found);
        setTouched(Object.fromEntries(Object.keys(values).map((k) => [k, true])));
        onInvalid?.(found);
        return;
      }
      setErrors({});
      void handler(result.data);
    };

  const reset = useCallback(() => {
    setValues(initialValues);
    setErrors({});
    setTouched({});
    // initialValues is read once, like useState's initial value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { values, errors, isValid, setErrors, setFieldError, setFieldValue, getInputProps, onSubmit, reset };
}
