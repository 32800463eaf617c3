import { Modal, Stack, TextInput } from '@mantine/core';
import { useFormik } from 'formik';
import { required } from '@contracts/messages';
import { FormikSubmit } from '../../ui/FormikSubmit';
import { st } from '../../i18n/staff';

/** A small edit modal: every field required (spec 5), Save disabled while pristine or invalid. */
export function SimpleEditModal<Row>({
  title,
  row,
  onClose,
  fields,
  initial,
  save,
}: {
  title: string;
  row: Row | null;
  onClose: () => void;
  fields: [string, string][];
  initial: (r: Row) => Record<string, string>;
  save: (r: Row, v: Record<string, string>) => Promise<void>;
}) {
  const formik = useFormik<Record<string, string>>({
    enableReinitialize: true,
    initialValues: row ? initial(row) : Object.fromEntries(fields.map(([k]) => [k, ''])),
    validate: (v) => Object.fromEntries(fields.filter(([k]) => !String(v[k] ?? '').trim()).map(([k, l]) => [k, required(l)])),
    onSubmit: async (v) => {
      await save(row!, v);
      onClose();
    },
  });
  return (
    <Modal opened={!!row} onClose={onClose} title={title} centered>
      <form onSubmit={formik.handleSubmit}>
        <Stack>
          {fields.map(([k, l]) => (
            <TextInput
              key={k}
              label={l}
              name={k}
              required
              value={formik.values[k] ?? ''}
              onChange={formik.handleChange}
              error={formik.errors[k]}
            />
          ))}
          <FormikSubmit formik={formik} testId="edit-save">
            {st('common.save')}
          </FormikSubmit>
        </Stack>
      </form>
    </Modal>
  );
}
