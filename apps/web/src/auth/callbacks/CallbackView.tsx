import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { clearSession } from '../../api/session';
import { Loading } from '../../app/Loading';

/**
 * Runs a sign-in completion once (codes are single use, and StrictMode mounts twice in
 * development), then replaces the callback URL with where the user wanted to go.
 */
export function CallbackView({ complete }: { complete: () => Promise<string> }) {
  const navigate = useNavigate();
  const started = useRef(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    complete().then(
      (target) => void navigate(target, { replace: true }),
      (caught: unknown) => {
        clearSession();
        setError(caught instanceof Error ? caught.message : 'Sign-in failed. Please try again.');
      },
    );
  }, [complete, navigate]);

  if (!error) return <Loading label="Signing you in" />;
  return (
    <section className="page page--center" aria-labelledby="callback-error-title">
      <h1 id="callback-error-title">Sign-in failed</h1>
      <p role="alert" className="form__error">
        {error}
      </p>
      <Link className="button button--primary" to="/login">
        Back to sign in
      </Link>
    </section>
  );
}
