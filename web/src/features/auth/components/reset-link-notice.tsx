import { AUTH_SCREEN_TEXTS } from '@gro/config/screens';
import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';

interface ResetLinkNoticeProps {
  message: string;
  /** 'alert' when it appears after a submit, so it is read out at once. */
  role?: 'alert';
  ref?: Ref<HTMLDivElement>;
}

/** A reset link that cannot work (incomplete, invalid or expired), with the way to a new one. */
export function ResetLinkNotice({ message, role, ref }: ResetLinkNoticeProps) {
  return (
    <Alert tone="warning" role={role} tabIndex={-1} ref={ref}>
      <p>{message}</p>
      <p>
        <Link to={paths.passwordForgot}>{AUTH_SCREEN_TEXTS.resetPassword.requestNewLink}</Link>
      </p>
    </Alert>
  );
}
