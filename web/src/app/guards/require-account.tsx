import { AUTH_SCREEN_TEXTS } from '@gro/config/screens';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { Loading } from '@/components/ui/spinner';
import { useAccount } from '@/features/auth/api/get-account';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { CompanyGate } from '@/features/companies/components/company-gate';
import { authStore } from '@/lib/auth-store';

/**
 * The portal needs a loaded member (spec §2): GET /account while a token exists. A failed load or
 * no user ends the session, and RequireAuth then sends the visitor to /signin. A member without a
 * company sees the company gate instead of the portal.
 */
export default function RequireAccount() {
  const { data: user, error, isLoading } = useAccount();
  const failed = !user && (Boolean(error) || (!isLoading && user === null));

  useEffect(() => {
    if (failed) authStore.clearToken();
  }, [failed]);

  if (!user) return <Loading label={AUTH_SCREEN_TEXTS.loadingAccount} fullPage />;
  if (!user.companyId) return <CompanyGate actions={<SignOutButton variant="secondary" />} />;
  return <Outlet />;
}
