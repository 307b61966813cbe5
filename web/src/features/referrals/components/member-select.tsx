import type { MemberListItem } from '@gro/config';
import type { ReactNode } from 'react';
import { FormSearchSelect } from '@/components/ui/form';
import { useMemberOptions } from '../api/member-options';

interface MemberSelectProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The preset member's name (the form opened from their profile or directory card). */
  initialText?: string;
}

const memberLabel = (member: MemberListItem) => [member.fullname || `${member.firstname} ${member.lastname}`, member.company?.name].filter(Boolean).join(' · ');

/** A type-ahead of the directory's members bound to the Formik id field `name`. */
export function MemberSelect(props: MemberSelectProps) {
  return <FormSearchSelect<MemberListItem> {...props} required useOptions={useMemberOptions} getOptionLabel={memberLabel} />;
}
