import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { authStore } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { resetShownToasts } from './toasts';

// findBy… and waitFor wait for something that must happen (an answer, a lazy screen's code): they
// end when it happens, however busy the machine. Their time-out only ends a test that would hang
// (vitest's testTimeout is the outer limit), so it is far above any real wait.
configure({ asyncUtilTimeout: 60_000 });

// jsdom has no layout: the scroll manager's scrolling is a no-op here.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

beforeEach(async () => {
  resetShownToasts();
  await authStore.restore();
});

afterEach(() => {
  cleanup();
  toast.clear();
  authStore.endSession();
  window.localStorage.clear();
});
