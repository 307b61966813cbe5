import { describe, expect, it } from 'vitest';
import { toast } from '@/lib/toast';
import { lastShownToast, shownToasts } from './toasts';

describe('shownToasts (tests read what was shown, not what is still on screen)', () => {
  it('keeps a toast the viewer already dismissed, in the order shown', () => {
    const first = toast.success('Saved', 'The chapter was saved.');
    toast.dismiss(first);
    toast.danger('Error', 'Something went wrong.');
    toast.clear();
    expect(toast.getAll()).toHaveLength(0);
    expect(shownToasts().map((t) => t.title)).toEqual(['Saved', 'Error']);
    expect(lastShownToast()).toMatchObject({ type: 'danger', message: 'Something went wrong.' });
  });

  it('starts empty in every test', () => {
    expect(shownToasts()).toEqual([]);
  });
});
