import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Tab } from '../app/Tabs';
import { EmailAuthForm, type EmailMode } from './login/EmailAuthForm';
import { ExternalSignIn } from './login/ExternalSignIn';
import { ForgotPasswordForm } from './login/ForgotPasswordForm';
import { ResetPasswordForm } from './login/ResetPasswordForm';

type View = EmailMode | 'forgot';

export function LoginPage() {
  const [search, setSearch] = useSearchParams();
  const [view, setView] = useState<View>('signin');
  const resetToken = search.get('resetToken');
  const accountDeleted = search.get('accountDeleted') === '1';

  function leaveReset() {
    const next = new URLSearchParams(search);
    next.delete('resetToken');
    setSearch(next, { replace: true });
    setView('signin');
  }

  return (
    <section className="page page--narrow login" aria-labelledby="login-title">
      <div className="login__brand">
        <img src="/favicon.svg" alt="" width={56} height={56} />
        <h1 id="login-title">Welcome to Tricoach</h1>
        <p className="muted">Your 24/7 coach for swim, bike, run and strength.</p>
      </div>

      {accountDeleted ? (
        <p role="status" className="form__success">
          Your account and all its data have been deleted.
        </p>
      ) : null}

      {resetToken ? (
        <ResetPasswordForm token={resetToken} onDone={leaveReset} />
      ) : view === 'forgot' ? (
        <ForgotPasswordForm onBack={() => setView('signin')} />
      ) : (
        <>
          <ExternalSignIn />
          <div className="divider" role="separator">
            <span>or use your email</span>
          </div>
          <div className="tabs" role="tablist" aria-label="Email sign-in">
            {(['signin', 'signup'] as const).map((mode) => (
              <Tab
                key={mode}
                id={`tab-${mode}`}
                selected={view === mode}
                controls={view === mode ? `panel-${mode}` : undefined}
                onSelect={() => setView(mode)}
              >
                {mode === 'signin' ? 'Sign in' : 'Create account'}
              </Tab>
            ))}
          </div>
          <div role="tabpanel" id={`panel-${view}`} aria-labelledby={`tab-${view}`}>
            <EmailAuthForm key={view} mode={view} onForgotPassword={() => setView('forgot')} />
          </div>
        </>
      )}

      <p className="legal-links">
        By continuing you agree to our <Link to="/terms">Terms of use</Link> and{' '}
        <Link to="/privacy">Privacy policy</Link>.
      </p>
      <p className="legal-links">
        <Link to="/app/support?tag=Support">Need help? Contact support</Link>
      </p>
    </section>
  );
}
