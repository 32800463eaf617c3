import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { FormikProps } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { scrollAboveKeyboard, useSmallScreen, VirtualKeyboard } from './VirtualKeyboard';

export type FieldSpec = {
  name: string;
  label: string;
  readOnly?: boolean;
  normalise?: (v: string) => string;
  /** A choice instead of text: plain strings, or values with their labels (a host's id and name, issue 36). */
  options?: string[] | { value: string; label: string }[];
  /** A choice the visitor may type to narrow (a typeahead) where the screen has its own keyboard (750 px and wider). */
  searchable?: boolean;
  type?: string;
  optional?: boolean;
  /** A hint under the label (what to enter). */
  description?: string;
};

/** How long after Done a field refuses the focus: the tap that pressed Done (a touch's mouse events come after it). */
const DONE_TAP_MS = 600;

/**
 * Kiosk text fields bound to formik, with one touch keyboard (screens under 750 px, docked at the bottom of
 * the screen) that types into the field that has the focus. Read-only fields (a planned visit's identity) are shown, not typed.
 */
export function KioskFields<V extends Record<string, string>>({ formik, fields }: { formik: FormikProps<V>; fields: FieldSpec[] }) {
  const [focused, setFocused] = useState<string | null>(null);
  // When Done put the keyboard away: the rest of that tap (its release, a touch's mouse events) lands on whatever lay
  // under the key, a field, which must not take the focus and bring the keyboard back.
  const doneAt = useRef(0);
  // The touch keyboard types on a small screen: the phone's own keyboard stays closed (inputMode none), and
  // the field scrolls above the docked keyboard.
  const small = useSmallScreen();
  const setValue = (f: FieldSpec, v: string) => formik.setFieldValue(f.name, f.normalise ? f.normalise(v) : v);
  const active = fields.find((f) => f.name === focused && !f.readOnly && !f.options);
  // The field being typed in moves above the docked keyboard when the focus moves (the keyboard's first appearance
  // does the same: VirtualKeyboard), issue 36. Keyed by the field's name, not its spec: the specs are new objects at
  // every render, and a re-render (a keystroke, a blur, an answer arriving) must not pull the page back to the field
  // under a visitor's finger (it scrolled Proceed under the keyboard between the tap's press and release: CI's red).
  const activeName = active?.name;
  useEffect(() => {
    if (!small || !activeName) return;
    const frame = requestAnimationFrame(() => scrollAboveKeyboard(document.querySelector(`[data-testid="field-${activeName}"]`)));
    return () => cancelAnimationFrame(frame);
  }, [small, activeName]);
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
              required={!f.optional}
              clearable={!!f.optional}
              searchable={!!f.searchable && !small}
              nothingFoundMessage={f.searchable ? '-' : undefined}
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
                if (Date.now() - doneAt.current < DONE_TAP_MS) e.currentTarget.blur();
                else setFocused(f.name);
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
      {active ? (
        <VirtualKeyboard
          value={formik.values[active.name]}
          onChange={(v) => setValue(active, v)}
          docked
          // Done puts the keyboard away and ends the typing (the field's blur: its tidy-up and check), so what it
          // covered (Proceed) is in reach without scrolling
          onDone={() => {
            doneAt.current = Date.now();
            setFocused(null);
            (document.querySelector(`[data-testid="field-${active.name}"]`) as HTMLInputElement | null)?.blur();
          }}
        />
      ) : null}
    </>
  );
}
