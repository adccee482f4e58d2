import { CONNECTION_PROBLEM } from '../api/errors';

export function ConnectionProblem({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="page page--center" aria-labelledby="connection-title">
      <h1 id="connection-title">No connection</h1>
      <p className="muted">{CONNECTION_PROBLEM}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Try again
      </button>
    </section>
  );
}
