import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileDownload } from './download';

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('fileDownload.save', () => {
  it('clicks a download link to the file under the given name, then lets the file go', async () => {
    const file = new Blob(['a,b\n'], { type: 'text/csv' });
    const createObjectURL = vi.fn(() => 'blob:dues-share');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    fileDownload.save(file, 'dues-share-2026-01-2026-05.csv');
    expect(createObjectURL).toHaveBeenCalledWith(file);
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe('dues-share-2026-01-2026-05.csv');
    expect(clicked[0].getAttribute('href')).toBe('blob:dues-share');
    expect(clicked[0].isConnected).toBe(false);
    await vi.waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:dues-share'));
  });
});
