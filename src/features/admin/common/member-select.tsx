import { useState } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { formatPhone } from '@/domain/format';
import { adminKeys } from '../admin-keys';
import { useMember } from '../members/api/get-member';

export interface MemberSelectProps extends Omit<
  SelectProps,
  'data' | 'value' | 'onChange' | 'searchable' | 'searchValue' | 'onSearchChange'
> {
  value: number | undefined;
  onChange: (userId: number | undefined) => void;
}

/**
 * One member, found by name or phone as staff type (the server searches, 20 at a time). The
 * chosen member stays in the list while another search runs, so the field keeps its text.
 */
export function MemberSelect({ value, onChange, ...props }: MemberSelectProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const chosen = useMember(value);
  const found = useQuery({
    queryKey: adminKeys.members.list({ page: 1, pageSize: 20, q: debounced, picker: true }),
    queryFn: async () =>
      unwrap(
        await api.GET('/admin/members', { params: { query: { q: debounced || undefined, pageSize: 20 } } }),
      ),
    placeholderData: keepPreviousData,
  });
  const option = (m: { userId: number; name: string; surname?: string; phone: string }) => ({
    value: String(m.userId),
    label: `${m.name} ${m.surname ?? ''}`.trim() + ` (${formatPhone(m.phone)})`,
  });
  const items = found.data?.items ?? [];
  const data = [
    ...(chosen.data && !items.some((m) => m.userId === value) ? [option(chosen.data)] : []),
    ...items.map(option),
  ];
  return (
    <Select
      {...props}
      searchable
      clearable
      data={data}
      value={value === undefined ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : undefined)}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={found.isFetching ? 'Aranıyor…' : 'Bu aramaya uyan üye yok.'}
    />
  );
}
