import { REFERRAL_STATUSES, REFERRAL_STATUS_LABELS } from '@gro/config';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cascadedValue } from '@/testing/css-cascade';
import { renderUi } from '@/testing/render-ui';
import { ReferralStatusBadge } from './referral-status-badge';

describe('ReferralStatusBadge', () => {
  it('gives every stage of a referral its own colour, so a list reads at a glance', () => {
    renderUi(
      <>
        {REFERRAL_STATUSES.map((status) => (
          <ReferralStatusBadge key={status} status={status} />
        ))}
      </>,
    );
    const backgrounds = REFERRAL_STATUSES.map((status) => cascadedValue(screen.getByText(REFERRAL_STATUS_LABELS[status]), 'background'));
    expect(backgrounds.every(Boolean)).toBe(true);
    expect(new Set(backgrounds).size).toBe(REFERRAL_STATUSES.length);
  });
});
