import { AUTH_SCREEN_TEXTS } from '@gro/config/screens';
import { Outlet } from 'react-router-dom';
import { Loading } from '@/components/ui/spinner';
import { SignOutButton } from '@/features/auth';
import { SecondFactorGate } from '@/features/account';
import { CompanyGate, CompanyPending } from '@/features/company-gate';
import { useAccount } from '@/lib/auth/use-account';
import { isAdmin } from '@/lib/authorization';

/**
 * The portal needs a loaded member (spec §2): GET /account while a token exists. A failed load or
 * no user ends the session, and RequireAuth then sends the visitor to /signin. A member without a
 * company sees the company gate instead of the portal; admins never do (they may still belong to one).
 * So does an account whose email address is not verified yet, company or not. A member whose
 * company waits for review sees that instead, until it is approved (or rejected). Before all of
 * these, an admin or leader whose session must set up or use two-step sign-in sees that gate.
 */
export default function RequireAccount() {
  const user = useAccount();
  if (!user) return <Loading label={AUTH_SCREEN_TEXTS.loadingAccount} fullPage />;
  // An admin or leader who must set up (or use) two-step sign-in first: nothing else until then.
  const gate = user.secondFactor?.gate;
  if (gate) return <SecondFactorGate gate={gate} signOut={<SignOutButton variant={gate === 'verify' ? 'primary' : 'secondary'} />} />;
  // An account whose address is unproven stays at the gate (where the link went) even when an admin put it in a company.
  if ((!user.companyId || user.emailVerified === false) && !isAdmin(user)) return <CompanyGate actions={<SignOutButton variant="secondary" />} />;
  if (user.memberData?.reason === 'company-pending') return <CompanyPending company={user.company?.name ?? ''} actions={<SignOutButton variant="secondary" />} />;
  return <Outlet />;
}
