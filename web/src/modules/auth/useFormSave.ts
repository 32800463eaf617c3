import { useState, type FormEvent } from 'react';
import { graphQLErrorText } from './errors';

/**
 * A staff form's save (beside graphQLErrorText, which every feature's forms read): `onSubmit` runs `work` with
 * `saving` true meanwhile; a refusal shows as `error`, the server's own words, else `fallback`. The error clears when
 * the next save starts; `setError` lets the form say a fault of its own (a required field).
 */
export function useFormSave(fallback: string, work: () => Promise<unknown>) {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setSaving(true);
    void work()
      .catch((err: unknown) => setError(graphQLErrorText(err) ?? fallback))
      .finally(() => setSaving(false));
  };
  return { error, setError, saving, onSubmit };
}
