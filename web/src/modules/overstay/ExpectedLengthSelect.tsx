import { Select } from '@mantine/core';
import { st } from '../../i18n/staff';
import { stayOptions } from './stay';

/** A booking's expected length (issue 37): the location's expected stay ('') or a length; past it, the visitor is flagged. */
export function ExpectedLengthSelect({ value, onChange }: { value: string; onChange: (minutes: string) => void }) {
  return (
    <Select
      label={st('booking.expectedLength')}
      description={st('booking.expectedLengthHint')}
      data={[{ value: '', label: st('overstay.locationDefault') }, ...stayOptions(null)]}
      value={value}
      onChange={(v) => onChange(v ?? '')}
      allowDeselect={false}
      w={{ base: '100%', sm: 320 }}
      data-testid="book-expectedMinutes"
    />
  );
}
