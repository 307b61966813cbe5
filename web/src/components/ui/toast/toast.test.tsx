import { TOAST_DISPLAY_MS, TOAST_POSITIONS } from '@gro/config';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { renderUi } from '@/testing/render-ui';
import { ToastViewer } from './toast-viewer';

const renderViewer = (position?: (typeof TOAST_POSITIONS)[number]) => renderUi(<ToastViewer position={position} />);

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows only the last 2 toasts', () => {
    renderViewer();
    act(() => {
      toast.success('First', 'one');
      toast.warning('Second', 'two');
      toast.info('Third', 'three');
    });
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(screen.getByText('Third')).toBeInTheDocument();
  });

  it(`keeps each toast on screen for ${TOAST_DISPLAY_MS} ms`, () => {
    vi.useFakeTimers();
    renderViewer();
    act(() => {
      toast.success('Saved', 'Your profile was updated.');
    });
    act(() => vi.advanceTimersByTime(TOAST_DISPLAY_MS - 1));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('announces danger toasts as alerts and others as status messages', () => {
    renderViewer();
    act(() => {
      toast.danger('Error', 'A general error occurred');
      toast.success('Saved', 'Done');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('ErrorA general error occurred');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });

  it('closes a toast with its close button', async () => {
    renderViewer();
    act(() => {
      toast.info('Heads up', 'Something happened');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Heads up')).not.toBeInTheDocument();
  });

  it('defaults to the top-right position', () => {
    renderViewer();
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveAttribute('data-position', 'top-right');
  });

  it.each(TOAST_POSITIONS)('can be placed %s', (position) => {
    renderViewer(position);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveAttribute('data-position', position);
    const [vertical, horizontal] = position.split('-');
    const style = getComputedStyle(region);
    expect(style.getPropertyValue(vertical)).toBe('16px');
    if (horizontal === 'center') expect(style.left).toBe('50%');
    else expect(style.getPropertyValue(horizontal)).toBe('16px');
  });
});
