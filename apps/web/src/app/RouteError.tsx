import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { reportRenderError } from './error-tracking/error-tracking';

/** Last line of defence: a render error shows a way out instead of the router's developer page. */
export function RouteError() {
  const error = useRouteError();
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
