import { USER_STATUSES, type UserStatus } from '@gro/config';
import { USER_STATUS_TEXTS } from '@gro/config/screens';
import styled from 'styled-components';
import { Badge } from '@/components/ui/badge';
import { SelectField } from '@/components/ui/select';

const tone: Record<UserStatus, 'brand' | 'accent' | 'neutral'> = {
  Active: 'brand',
  Inactive: 'neutral',
  Suspended: 'accent',
  Deleted: 'neutral',
};

/** A user's status as a badge (admins only see it). */
export function UserStatusBadge({ status }: { status: UserStatus }) {
  return <Badge $tone={tone[status]}>{status}</Badge>;
}

const Filter = styled.div`
  min-width: 180px;
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const OPTIONS = USER_STATUSES.map((status) => ({ value: status, label: status }));

interface UserStatusFilterProps {
  value: UserStatus | '';
  onChange: (status: UserStatus | '') => void;
}

/** The users table's status filter: 'All Statuses' or one of Active, Inactive, Suspended, Deleted. */
export function UserStatusFilter({ value, onChange }: UserStatusFilterProps) {
  return (
    <Filter>
      <SelectField
        label={USER_STATUS_TEXTS.filter}
        options={OPTIONS}
        placeholder={USER_STATUS_TEXTS.all}
        value={value}
        onChange={(event) => onChange(event.target.value as UserStatus | '')}
      />
    </Filter>
  );
}
