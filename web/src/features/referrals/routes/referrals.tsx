import { REFERRAL_LIMITS, type ReferralBox } from '@gro/config';
import { Suspense, lazy, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PlusIcon } from '@/components/icons';
import { PortalPage } from '@/components/layouts/portal-page';
import { Button } from '@/components/ui/button';
import { Tabs } from '@/components/ui/tabs';
import { useDrawer } from '@/hooks/use-drawer';
import { useAuth } from '@/lib/auth';
import { isAdmin } from '@/lib/authorization';
import { useReferrals } from '../api/referrals';
import { ReferralTable, referralPath } from '../components/referral-table';
import { REFERRAL_TEXTS as texts } from '@gro/config/screens';

const PassReferralDrawer = lazy(() => import('../components/pass-referral-drawer'));

const Count = styled.p`
  margin-bottom: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const MEMBER_BOXES: readonly ReferralBox[] = ['received', 'given'];
const ADMIN_BOXES: readonly ReferralBox[] = ['received', 'given', 'all'];

/**
 * /portal/referral: the member's referrals received and given (admins: also all of them, deleted
 * ones marked), a box per tab kept in the address (?box=given), and "Pass a referral".
 */
export default function ReferralsRoute() {
  const admin = isAdmin(useAuth().user);
  const boxes = admin ? ADMIN_BOXES : MEMBER_BOXES;
  const [params, setParams] = useSearchParams();
  const asked = params.get('box') as ReferralBox | null;
  const box = asked && boxes.includes(asked) ? asked : 'received';
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useReferrals(box, page);
  const drawer = useDrawer<null>();
  const navigate = useNavigate();
  const ids = useId();
  const tabId = (b: ReferralBox) => `${ids}-tab-${b}`;
  const panelId = `${ids}-panel`;
  const showBox = (next: ReferralBox) => {
    setPage(1);
    setParams(next === 'received' ? {} : { box: next }, { replace: true });
  };

  return (
    <PortalPage
      title={texts.title}
      description={texts.description}
      actions={
        <Button onClick={() => drawer.show()} aria-haspopup="dialog">
          <PlusIcon size={16} />
          {texts.pass}
        </Button>
      }
    >
      <Tabs
        label={texts.tabsLabel}
        tabs={boxes}
        labels={texts.tabs}
        value={box}
        idOf={tabId}
        panelId={panelId}
        onChange={showBox}
      />
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(box)}>
        <Count aria-live="polite">{data && !error ? texts.count(data.total) : ''}</Count>
        <ReferralTable
          box={box}
          rows={data?.items}
          loading={isLoading}
          error={Boolean(error)}
          onRetry={() => void mutate()}
          page={page}
          pageSize={data?.pageSize ?? REFERRAL_LIMITS.pageSizeDefault}
          total={data?.total ?? 0}
          onPageChange={setPage}
          onOpen={(referral) => void navigate(referralPath(referral.id))}
        />
      </div>
      <Suspense fallback={null}>
        {drawer.key > 0 && <PassReferralDrawer open={drawer.open} onClose={drawer.close} formKey={drawer.key} onPassed={() => showBox('given')} />}
      </Suspense>
    </PortalPage>
  );
}
