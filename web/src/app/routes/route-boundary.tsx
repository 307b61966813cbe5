import { Component, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Loading } from '@/components/ui/spinner';
import RouteError from './route-error';

interface BoundaryProps {
  resetKey: string;
  children: ReactNode;
}

/** Catches a screen that fails to load or render; moving to another address tries again. */
class ScreenErrorBoundary extends Component<BoundaryProps, { failedAt: string | null }> {
  state: { failedAt: string | null } = { failedAt: null };

  static getDerivedStateFromError() {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { failedAt: string | null }) {
    if (state.failedAt === '') return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { failedAt: null };
    return null;
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    return this.state.failedAt !== null ? <RouteError /> : this.props.children;
  }
}

/**
 * Where a layout shows its screen: a spinner until the screen's code has loaded (first visit
 * only), and the 'Something went wrong' view if it fails. The spinner fills the window so the
 * footer stays out of view and nothing visible moves when the screen arrives (no layout shift).
 */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ScreenErrorBoundary resetKey={pathname}>
      <Suspense fallback={<Loading fullPage />}>{children}</Suspense>
    </ScreenErrorBoundary>
  );
}
