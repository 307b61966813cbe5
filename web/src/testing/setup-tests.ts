import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { toast } from '@/lib/toast';
import { authStore } from '@/lib/auth-store';

// jsdom has no layout: the scroll manager's scrolling is a no-op here.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

beforeEach(async () => {
  await authStore.restore();
});

afterEach(() => {
  cleanup();
  toast.clear();
  authStore.clearToken();
  window.localStorage.clear();
});
