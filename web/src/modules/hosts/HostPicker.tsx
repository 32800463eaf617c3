import { useQuery } from '@apollo/client/react';
import { Autocomplete, SimpleGrid } from '@mantine/core';
import type { FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { HostSuggestionsDocument } from './documents';
import { st } from '../../i18n/staff';

export interface PickedHost {
  name: string;
  email: string;
  department?: string | null;
}

/** What an option says: the name, the department and the e-mail (two people of one name are told apart). */
const optionText = (h: PickedHost) => `${h.name}${h.department ? ` · ${h.department}` : ''} <${h.email}>`;

/**
 * The booking form's host name as a type-ahead over the people directory (issue 39): typing offers the first hosts
 * of the depot whose name, e-mail or department matches; picking one fills the host's name, e-mail and department.
 * A name typed and not picked stays as typed (a host not in the directory).
 */
export function HostPicker({
  depotId,
  value,
  onChange,
  onPick,
  error,
}: {
  depotId: string | null;
  value: string;
  onChange: (v: string) => void;
  onPick: (h: PickedHost) => void;
  error?: string | false;
}) {
  const [search] = useDebouncedValue(value.trim(), 200);
  const { data } = useQuery(HostSuggestionsDocument, {
    variables: { search: search || null, depotId },
    skip: search.length < 1,
    fetchPolicy: 'cache-first',
  });
  const hosts = search ? (data?.hostSuggestions ?? []) : [];
  const byText = new Map(hosts.map((h) => [optionText(h), h]));
  return (
    <Autocomplete
      label={st('booking.hostName')}
      placeholder={st('hosts.pickHint')}
      value={value}
      onChange={(v) => {
        const h = byText.get(v);
        if (h) {
          onPick(h);
          onChange(h.name);
        } else onChange(v);
      }}
      data={[...byText.keys()]}
      filter={({ options }) => options}
      error={error}
      data-testid="book-hostName"
      comboboxProps={{ withinPortal: true }}
    />
  );
}

type HostValues = { hostName: string; hostEmail: string; department: string };

/** The booking form's host row (host is not me): the name as a directory type-ahead, then the e-mail and department. */
export function BookingHostFields<V extends HostValues>({
  formik,
  depotId,
  children,
}: {
  formik: FormikProps<V>;
  depotId: string | null;
  children: ReactNode;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <HostPicker
        depotId={depotId}
        value={formik.values.hostName}
        onChange={(v) => void formik.setFieldValue('hostName', v)}
        onPick={(h) => void formik.setValues({ ...formik.values, hostName: h.name, hostEmail: h.email, department: h.department ?? '' })}
        error={formik.touched.hostName && (formik.errors.hostName as string | undefined)}
      />
      {children}
    </SimpleGrid>
  );
}
