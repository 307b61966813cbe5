import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { cascadedValue } from '@/testing/css-cascade';
import { renderUi } from '@/testing/render-ui';
import { FormActions } from '../form/form-layout';
import { ConfirmDialog } from '../confirm-dialog';
import { DRAWER_EXIT_MS, Drawer } from './drawer';

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Create Company
      </button>
      <Drawer
        open={open}
        title="Create Company"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={<button type="button">Save</button>}
      >
        <label>
          Company Name <input />
        </label>
      </Drawer>
    </>
  );
}

const openDrawer = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Create Company' }));
  return screen.getByRole('dialog', { name: 'Create Company' });
};

/** A drawer whose content asks a question (a ConfirmDialog, portalled beside the drawer). */
function AskingHarness({ onConfirm }: { onConfirm: () => Promise<void> }) {
  const [asking, setAsking] = useState(false);
  return (
    <Drawer open title="My Account" onClose={() => {}}>
      <button type="button" onClick={() => setAsking(true)}>
        Turn off
      </button>
      {asking && (
        <ConfirmDialog
          title="Turn off?"
          question="It stops at once."
          confirmLabel="Turn off now"
          pendingLabel="Turning off…"
          cancelLabel="Cancel"
          onConfirm={onConfirm}
          onCancel={() => setAsking(false)}
        />
      )}
    </Drawer>
  );
}

describe('Drawer', () => {
  it('a question asked from inside it comes in front, keeps Tab to itself, and Escape closes only the question', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(async () => {});
    renderUi(<AskingHarness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    const question = screen.getByRole('alertdialog', { name: 'Turn off?' });
    const drawer = screen.getByRole('dialog', { name: 'My Account' });
    const zOf = (el: HTMLElement) => Number(getComputedStyle(el.parentElement!).zIndex || getComputedStyle(el).zIndex);
    expect(Number(getComputedStyle(question.parentElement!).zIndex)).toBeGreaterThan(zOf(drawer));
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Turn off now' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'My Account' })).toBeInTheDocument();
  });

  it('is a labelled modal dialog that takes focus', async () => {
    const user = userEvent.setup();
    renderUi(<Harness />);
    const dialog = await openDrawer(user);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderUi(<Harness onClose={onClose} />);
    await openDrawer(user);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Create Company' })).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('still closes on Escape when focus fell out of it to the page (a focused button disabled while it saved)', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderUi(<Harness onClose={onClose} />);
    await openDrawer(user);
    act(() => (document.activeElement as HTMLElement).blur());
    expect(document.activeElement).toBe(document.body);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes when the overlay is clicked', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderUi(<Harness onClose={onClose} />);
    await openDrawer(user);
    await user.click(screen.getByTestId('drawer-overlay'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('traps Tab and Shift+Tab inside the drawer', async () => {
    const user = userEvent.setup();
    renderUi(<Harness />);
    await openDrawer(user);
    const close = screen.getByRole('button', { name: 'Close' });
    const input = screen.getByRole('textbox', { name: 'Company Name' });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
  });

  it('keeps its content mounted during the exit animation', async () => {
    vi.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderUi(<Harness />);
    await openDrawer(user);
    await user.keyboard('{Escape}');
    expect(screen.getByText('Company Name')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(DRAWER_EXIT_MS));
    expect(screen.queryByText('Company Name')).not.toBeInTheDocument();
    vi.useRealTimers();
  });
});

describe("a form's buttons in a drawer", () => {
  it("stay in sight at the drawer's foot while a long form scrolls; other rows of buttons, and a section's form, scroll with the form", () => {
    renderUi(
      <Drawer open title="Edit Chapter" onClose={() => {}}>
        <form aria-label="Edit Chapter">
          <FormActions data-testid="middle">
            <button type="button">Preview</button>
          </FormActions>
          <label>
            Name <input />
          </label>
          <FormActions data-testid="last">
            <button type="submit">Save Changes</button>
          </FormActions>
        </form>
        <section aria-label="Leaders">
          <form aria-label="Add a leader">
            <FormActions data-testid="section">
              <button type="submit">Add</button>
            </FormActions>
          </form>
        </section>
      </Drawer>,
    );
    expect(cascadedValue(screen.getByTestId('last'), 'position')).toBe('sticky');
    expect(cascadedValue(screen.getByTestId('last'), 'bottom')).toBe('-1.5rem');
    expect(cascadedValue(screen.getByTestId('middle'), 'position')).toBeUndefined();
    // The small form of a section that follows keeps its button in its flow: its menus open over nothing.
    expect(cascadedValue(screen.getByTestId('section'), 'position')).toBe('static');
  });
});
