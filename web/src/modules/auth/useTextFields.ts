import { useState, type ChangeEvent } from 'react';

/**
 * A small form's texts kept by name, without formik (the SSO settings, turning two-step sign-in off): `values`, `set`
 * (some of them at once), and `bind(name, error)` for a Mantine input: its value, its change, the error it shows.
 */
export function useTextFields<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const set = (change: Partial<Record<K, string>>) => setValues((v) => ({ ...v, ...change }));
  const bind = (name: K, error?: string) => ({
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set({ [name]: e.currentTarget.value } as Partial<Record<K, string>>),
    error,
  });
  return { values, set, bind };
}
