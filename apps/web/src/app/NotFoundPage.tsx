import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <section className="page page--center" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p className="muted">The page you were looking for does not exist.</p>
      <Link className="button button--primary" to="/">
        Go to your plan
      </Link>
    </section>
  );
}
