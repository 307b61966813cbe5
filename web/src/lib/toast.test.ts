import { TOAST_DEFAULT_TIMEOUT_MS } from '@gro/config';
import { describe, expect, it } from 'vitest';
import { toast } from './toast';

describe('toast', () => {
  it(`creates toasts with type default and a ${TOAST_DEFAULT_TIMEOUT_MS} ms timeout unless told otherwise`, () => {
    toast.show({ title: 'Hello' });
    expect(toast.getAll()).toEqual([
      expect.objectContaining({ uuid: expect.any(String), type: 'default', title: 'Hello', message: '', timeout: 2500 }),
    ]);
  });

  it('keeps only the last 2 toasts and dismisses one by its uuid', () => {
    toast.info('First');
    const second = toast.info('Second');
    toast.info('Third');
    expect(toast.getAll().map((t) => t.title)).toEqual(['Second', 'Third']);
    toast.dismiss(second);
    expect(toast.getAll().map((t) => t.title)).toEqual(['Third']);
  });
});
