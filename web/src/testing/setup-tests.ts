import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { authStore } from '@/lib/auth';
import { toast } from '@/lib/toast';

// jsdom has no layout: the scroll manager's scrolling is a no-op here.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

beforeEach(async () => {
  await authStore.restore();
});

afterEach(() => {
  cleanup();
  toast.clear();
  authStore.endSession();
  window.localStorage.clear();
});
