import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Loading } from '../../app/Loading';
import { useCompleteSignIn } from '../mutations';

/**
 * Runs a sign-in completion once (codes are single use, and StrictMode mounts twice in
 * development), then replaces the callback URL with where the user wanted to go.
 */
export function CallbackView({ complete }: { complete: () => Promise<string> }) {
  const started = useRef(false);
  const { mutate, error } = useCompleteSignIn(complete);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  if (!error) return <Loading label="Signing you in" />;
  return (
    <section className="page page--center" aria-labelledby="callback-error-title">
      <h1 id="callback-error-title">Sign-in failed</h1>
      <p role="alert" className="form__error">
        {error instanceof Error ? error.message : 'Sign-in failed. Please try again.'}
      </p>
      <Link className="button button--primary" to="/login">
        Back to sign in
      </Link>
    </section>
  );
}
