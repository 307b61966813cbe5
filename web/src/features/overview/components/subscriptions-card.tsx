import { formatMoney, type AdminOverview, type OverviewPlan } from '@gro/config';
import { OVERVIEW_TEXTS } from '@gro/config/screens';
import { useMemo } from 'react';
import { OverviewChart } from './overview-chart';
import { FigureCard } from './figure-card';
import { FigureTable } from './figure-table';

const texts = OVERVIEW_TEXTS.subscriptions;

const planName = (plan: OverviewPlan) => plan.planLabel ?? texts.unknownPlan;

/** Active subscriptions per plan and the monthly recurring revenue they bring at list price. */
export function SubscriptionsCard({ subscriptions }: { subscriptions: AdminOverview['subscriptions'] }) {
  const { plans, currency } = subscriptions;
  const money = (cents: number | null) => (cents === null ? texts.unknown : formatMoney(cents, currency));
  const categories = useMemo(() => plans.map(planName), [plans]);
  const series = useMemo(() => [{ name: texts.mrrColumn, values: plans.map((p) => (p.mrrCents ?? 0) / 100) }], [plans]);
  const dollars = useMemo(() => (value: number) => formatMoney(Math.round(value) * 100, currency).replace(/\.00$/, ''), [currency]);
  const empty = plans.length === 0;
  const price = (plan: OverviewPlan) => (plan.priceCents === null ? texts.unknown : `${money(plan.priceCents)}${plan.interval === 'year' ? texts.perYear : texts.perMonth}`);
  return (
    <FigureCard
      title={texts.title}
      explain={texts.explain}
      figure={texts.figure(subscriptions.active)}
      detail={empty ? texts.empty : subscriptions.mrrCents === null ? texts.mrrUnknown : texts.mrr(money(subscriptions.mrrCents))}
      chart={!empty && <OverviewChart description={texts.chart} categories={categories} series={series} format={dollars} />}
      table={
        !empty && (
          <FigureTable
            caption={texts.caption}
            columns={[{ label: texts.plan }, { label: texts.active, number: true }, { label: texts.price, number: true }, { label: texts.mrrColumn, number: true }]}
            rows={plans.map((p) => ({ key: `${p.priceId}-${p.interval}`, cells: [planName(p), p.active.toLocaleString('en-US'), price(p), money(p.mrrCents)] }))}
            total={[OVERVIEW_TEXTS.members.total, subscriptions.active.toLocaleString('en-US'), '', money(subscriptions.mrrCents)]}
          />
        )
      }
    />
  );
}
