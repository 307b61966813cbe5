/**
 * Saving a file the API answered (a CSV export) under a name of our choosing; an object so tests
 * can watch it (jsdom has no downloads).
 */
export const fileDownload = {
  save(blob: Blob, filename: string): void {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.style.display = 'none';
    document.body.appendChild(link);
    link.click();
    link.remove();
    // After the click has handed the file to the browser.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  },
};
