import type { MemberListItem } from '@gro/config';
import type { ReactNode } from 'react';
import { FormSearchSelect } from '@/components/ui/form';
import { useAuth } from '@/lib/auth';
import { useMemberOptions } from '../api/member-options';

interface MemberSelectProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The preset member's name (the form opened from their profile or directory card). */
  initialText?: string;
}

/** 'Ada Okafor · Web Designer · Okafor Tools · GRO Detroit': profession, company and chapter say who they are and tell namesakes apart. */
const memberLabel = (member: MemberListItem) =>
  [member.fullname || `${member.firstname} ${member.lastname}`, member.profession?.name, member.company?.name, member.chapter?.name].filter(Boolean).join(' · ');

/** The directory's members who match, without the signed-in member (nobody passes a referral to or meets themselves). */
function useOtherMemberOptions(text: string, enabled: boolean) {
  const { user } = useAuth();
  const { options, isLoading } = useMemberOptions(text, enabled);
  return { options: options.filter((member) => member.id !== user?.id), isLoading };
}

/** A type-ahead of the directory's other members bound to the Formik id field `name`. */
export function MemberSelect(props: MemberSelectProps) {
  return <FormSearchSelect<MemberListItem> {...props} required useOptions={useOtherMemberOptions} getOptionLabel={memberLabel} />;
}
