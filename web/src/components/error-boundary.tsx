import { Component, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** Shown instead of the children once they have thrown (e.g. a lazy chunk failed to load). */
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps a failing part of a screen from taking the whole screen down. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
