import { Component, useEffect, type ReactNode } from 'react';
import type { Location } from 'react-router';
import { reportRenderError } from './error-tracking/error-tracking';

/** Last line of defence: a render error shows a way out instead of a blank page. */
function RouteError({ error }: { error: unknown }) {
  console.error('Unhandled route error', error);
  useEffect(() => reportRenderError(error), [error]);
  return (
    <section className="page page--center" aria-labelledby="route-error-title">
      <h1 id="route-error-title">Something went wrong</h1>
      <p className="muted">Please reload Tricoach. If this keeps happening, contact support.</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        Reload
      </button>
    </section>
  );
}

interface BoundaryProps {
  location: Location;
  children: ReactNode;
}

interface BoundaryState {
  location: Location;
  failed: boolean;
  error: unknown;
}

/**
 * Shows `RouteError` in place of the app when a render throws, as the data router's root
 * `errorElement` did; like it, a new location (the back button, a link) renders the app again.
 */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  constructor(props: BoundaryProps) {
    super(props);
    this.state = { location: props.location, failed: false, error: undefined };
  }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location
      ? null
      : { location: props.location, failed: false, error: undefined };
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
