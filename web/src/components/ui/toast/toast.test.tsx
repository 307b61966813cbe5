import { TOAST_DISPLAY_MS, TOAST_POSITIONS } from '@gro/config';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { renderUi } from '@/testing/render-ui';
import { Drawer } from '../drawer';
import { ToastViewer } from './toast-viewer';

const renderViewer = (position?: (typeof TOAST_POSITIONS)[number]) => renderUi(<ToastViewer position={position} />);

const setViewport = (width: number) => {
  vi.stubGlobal('innerWidth', width);
  window.dispatchEvent(new Event('resize'));
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  act(() => toast.clear());
});

/** Toasts over a drawer of the given width (jsdom lays nothing out, so the panel's width is set by hand). */
function renderWithDrawer(width: number, side: 'left' | 'right' = 'right') {
  renderUi(
    <>
      <Drawer open title="Edit company" onClose={() => {}} side={side} footer={<button type="button">Save</button>}>
        <p>Form</p>
      </Drawer>
      <ToastViewer />
    </>,
  );
  const panel = screen.getByRole('dialog');
  Object.defineProperty(panel, 'offsetWidth', { configurable: true, value: width });
  Object.defineProperty(panel.querySelector('[data-drawer-footer]')!, 'offsetHeight', { configurable: true, value: 72 });
  act(() => {
    toast.danger('Error', 'The company could not be saved.');
  });
  return screen.getByRole('region', { name: 'Notifications', hidden: true });
}

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

  it('defaults to the bottom-right position, clear of the header', () => {
    renderViewer();
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveAttribute('data-position', 'bottom-right');
    expect(getComputedStyle(region).bottom).toBe('16px');
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

  it('sits at the bottom, full width, on phones', () => {
    setViewport(390);
    renderViewer();
    const style = screen.getByRole('region', { name: 'Notifications' }).style;
    expect([style.bottom, style.left, style.right, style.top]).toEqual(['16px', '16px', '16px', 'auto']);
  });

  it("moves beside an open drawer when the screen has room, never over its title or close button", () => {
    setViewport(1280);
    const style = renderWithDrawer(480).style;
    expect([style.right, style.left, style.bottom, style.top]).toEqual(['496px', 'auto', '16px', 'auto']);
  });

  it('keeps clear of a drawer on the left as well', () => {
    setViewport(1280);
    const style = renderWithDrawer(300, 'left').style;
    expect([style.left, style.right]).toEqual(['316px', 'auto']);
  });

  it("sits over a full-screen drawer's body, above its footer buttons, on phones", () => {
    setViewport(390);
    const style = renderWithDrawer(390).style;
    expect([style.bottom, style.right, style.width, style.top]).toEqual(['88px', '16px', '358px', 'auto']);
  });

  it('is still announced while a drawer is open', () => {
    setViewport(1280);
    renderWithDrawer(480);
    expect(screen.getByRole('alert', { hidden: true })).toHaveTextContent('ErrorThe company could not be saved.');
    expect(screen.getByRole('alert', { hidden: true })).toHaveAttribute('aria-live', 'assertive');
  });
});
