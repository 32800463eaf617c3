import { TextInput } from '@mantine/core';
import { st } from '../../i18n/staff';

/** The tenants' search box (the tenant list, Manage Tenants): part of a tenant's name, filtered as it is typed. */
export function TenantSearchInput({ value, onChange, testId }: { value: string; onChange: (q: string) => void; testId: string }) {
  return (
    <TextInput
      label={st('tenants.searchTenants')}
      placeholder={st('tenants.searchPlaceholder')}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      w={{ base: '100%', sm: 320 }}
      type="search"
      data-testid={testId}
    />
  );
}
