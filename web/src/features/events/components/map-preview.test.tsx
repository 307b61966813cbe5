import { EVENT_SCREEN_TEXTS } from '@gro/config/screens';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderUi } from '@/testing/render-ui';
import { MapPreview } from './map-preview';

describe('MapPreview', () => {
  it('says the map could not be loaded when its image fails, and tries again at another zoom', async () => {
    renderUi(<MapPreview latitude={42.33} longitude={-83.05} place="Detroit Athletic Club" />);
    const image = screen.getByRole('img', { name: EVENT_SCREEN_TEXTS.mapAlt('Detroit Athletic Club') });
    fireEvent.error(image);
    expect(screen.queryByRole('img', { name: EVENT_SCREEN_TEXTS.mapAlt('Detroit Athletic Club') })).not.toBeInTheDocument();
    expect(screen.getByText(EVENT_SCREEN_TEXTS.mapUnavailable)).toBeVisible();
    // Another zoom is another image: it is asked for.
    await userEvent.setup().click(screen.getByRole('button', { name: EVENT_SCREEN_TEXTS.zoomIn }));
    expect(screen.getByRole('img', { name: EVENT_SCREEN_TEXTS.mapAlt('Detroit Athletic Club') })).toBeInTheDocument();
    expect(screen.queryByText(EVENT_SCREEN_TEXTS.mapUnavailable)).not.toBeInTheDocument();
  });
});
