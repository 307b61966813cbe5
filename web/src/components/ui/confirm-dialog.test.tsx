import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cascadedValue } from '@/testing/css-cascade';
import { renderUi } from '@/testing/render-ui';
import { ConfirmDialog } from './confirm-dialog';

function renderDialog(onConfirm: () => Promise<unknown>, onCancel = vi.fn()) {
  renderUi(
    <ConfirmDialog
      title="Cancel Subscription"
      question="Are you sure you want to cancel this subscription?"
      confirmLabel="Cancel Subscription"
      pendingLabel="Canceling…"
      cancelLabel="Keep Subscription"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  return onCancel;
}

describe('ConfirmDialog', () => {
  it('asks the question in an alert dialog and focuses the answer that changes nothing', () => {
    renderDialog(vi.fn());
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel Subscription' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to cancel this subscription?');
    expect(screen.getByRole('button', { name: 'Keep Subscription' })).toHaveFocus();
  });

  it('confirms once: the buttons are disabled while the answer runs', async () => {
    let finish: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onCancel = renderDialog(onConfirm);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    expect(screen.getByRole('button', { name: 'Canceling…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Keep Subscription' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    finish();
    expect(await screen.findByRole('button', { name: 'Cancel Subscription' })).toBeEnabled();
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('Escape and the no-button cancel without confirming', async () => {
    const onConfirm = vi.fn();
    const onCancel = renderDialog(onConfirm);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Keep Subscription' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

describe('ConfirmDialog buttons', () => {
  it('stand side by side, right-aligned, on a desktop and full width, the action on top, on a phone', () => {
    renderDialog(vi.fn());
    const keep = screen.getByRole('button', { name: 'Keep Subscription' });
    const cancel = screen.getByRole('button', { name: 'Cancel Subscription' });
    const actions = keep.parentElement as HTMLElement;
    expect(cancel.parentElement).toBe(actions);
    expect(cascadedValue(actions, 'flex-wrap', { width: 1280 })).toBe('nowrap');
    expect(cascadedValue(actions, 'flex-direction', { width: 1280 })).toBeUndefined();
    expect(cascadedValue(actions, 'justify-content', { width: 1280 })).toBe('flex-end');
    expect(cascadedValue(keep, 'white-space', { width: 1280 })).toBe('normal');
    expect(cascadedValue(actions, 'flex-direction', { width: 390 })).toBe('column-reverse');
    for (const button of [keep, cancel]) expect(cascadedValue(button, 'width', { width: 390 })).toBe('100%');
    expect(cascadedValue(keep, 'width', { width: 1280 })).toBe('auto');
  });
});
