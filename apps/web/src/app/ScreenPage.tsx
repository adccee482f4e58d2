import { useParams } from 'react-router';
import type { PageProps } from './route-types';

/**
 * The titled stub every not-yet-built screen renders: its heading and what it will do, so
 * navigation and guards can be exercised before the screens exist.
 */
export function ScreenPage({ route }: PageProps) {
  const params = useParams();
  const id = params.id;
  return (
    <section className="page" aria-labelledby="screen-title">
      <h1 id="screen-title">{route.title}</h1>
      <p className="lead">{route.description}</p>
      {id ? <p className="muted">Reference: {id}</p> : null}
      <p className="placeholder-note">This screen is being built and arrives in an upcoming release.</p>
    </section>
  );
}
