import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { FormikProps } from 'formik';
import { useState } from 'react';
import { useSmallScreen, VirtualKeyboard } from './VirtualKeyboard';

export type FieldSpec = {
  name: string;
  label: string;
  readOnly?: boolean;
  normalise?: (v: string) => string;
  options?: string[];
  type?: string;
  optional?: boolean;
  /** A hint under the label (what to enter). */
  description?: string;
};

/**
 * Kiosk text fields bound to formik, with one touch keyboard (screens under 750 px, docked at the bottom of
 * the screen) that types into the field that has the focus. Read-only fields (a planned visit's identity) are shown, not typed.
 */
export function KioskFields<V extends Record<string, string>>({ formik, fields }: { formik: FormikProps<V>; fields: FieldSpec[] }) {
  const [focused, setFocused] = useState<string | null>(null);
  // The touch keyboard types on a small screen: the phone's own keyboard stays closed (inputMode none), and
  // the field scrolls above the docked keyboard.
  const small = useSmallScreen();
  const setValue = (f: FieldSpec, v: string) => formik.setFieldValue(f.name, f.normalise ? f.normalise(v) : v);
  const active = fields.find((f) => f.name === focused && !f.readOnly && !f.options);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {fields.map((f) =>
          f.options ? (
            <Select
              key={f.name}
              label={f.label}
              data={f.options}
              value={formik.values[f.name] || null}
              size="lg"
              required
              searchable={false}
              onChange={(v) => formik.setFieldValue(f.name, v ?? '')}
              data-testid={`field-${f.name}`}
              comboboxProps={{ withinPortal: true }}
            />
          ) : (
            <TextInput
              key={f.name}
              label={f.label}
              description={f.description}
              error={formik.touched[f.name] && typeof formik.errors[f.name] === 'string' ? (formik.errors[f.name] as string) : undefined}
              name={f.name}
              value={formik.values[f.name]}
              readOnly={f.readOnly}
              size="lg"
              type={f.type}
              variant={f.readOnly ? 'filled' : 'default'}
              required={!f.readOnly && !f.optional}
              autoComplete="off"
              data-testid={`field-${f.name}`}
              inputMode={small && !f.readOnly ? 'none' : undefined}
              onFocus={(e) => {
                setFocused(f.name);
                if (small) e.currentTarget.scrollIntoView({ block: 'center', behavior: 'smooth' });
              }}
              onChange={(e) => setValue(f, e.currentTarget.value)}
              onBlur={(e) => {
                formik.handleBlur(e);
                if (f.normalise) formik.setFieldValue(f.name, f.normalise(formik.values[f.name]).trim());
              }}
            />
          ),
        )}
      </SimpleGrid>
      {active ? <VirtualKeyboard value={formik.values[active.name]} onChange={(v) => setValue(active, v)} docked /> : null}
    </>
  );
}
