import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { toastError } from '../../app/toast/toast-store';
import { safeAppPath } from '../targets';
import { startAppleSignIn } from '../external/apple';
import { startFacebookSignIn } from '../external/facebook';
import { startGoogleSignIn } from '../external/google';
import { fetchProviders, providersKey, type ProviderConfig, type ProviderName } from '../external/providers';

const LABELS: Record<ProviderName, string> = { apple: 'Apple', google: 'Google', facebook: 'Facebook' };

/** Why a button is disabled, or null when it can start its flow. */
function unavailableReason(
  name: ProviderName,
  config: ProviderConfig | undefined,
  failed: boolean,
): string | null {
  if (failed) return 'Could not check the sign-in options. Use email or try again later.';
  if (!config) return 'Checking…';
  // Facebook's web flow needs the app secret on the server; an app id alone serves the iOS app only.
  const isConfigured = name === 'facebook' ? Boolean(config.facebook?.web) : config[name] !== null;
  if (!isConfigured) return `Sign in with ${LABELS[name]} is not configured on this server`;
  return null;
}

export function ExternalSignIn() {
  const [search] = useSearchParams();
  const { data, isError } = useQuery({
    queryKey: providersKey,
    queryFn: fetchProviders,
    staleTime: 300_000,
    retry: 1,
  });
  const target = safeAppPath(search.get('redirect'));

  function handleStart(name: ProviderName) {
    const start = async () => {
      if (name === 'google' && data?.google) await startGoogleSignIn(data.google.clientId, target);
      if (name === 'apple' && data?.apple) startAppleSignIn(data.apple.clientId, target);
      if (name === 'facebook' && data?.facebook?.web)
        startFacebookSignIn(data.facebook.web, data.facebook.appId, target);
    };
    start().catch(() => toastError(`Sign in with ${LABELS[name]} could not start. Please try again.`));
  }

  return (
    <div className="external-sign-in" role="group" aria-label="Sign in with another account">
      {(['apple', 'google', 'facebook'] as const).map((name) => {
        const reason = unavailableReason(name, data, isError);
        const reasonId = `${name}-unavailable`;
        return (
          <div key={name} className="external-sign-in__item">
            <button
              type="button"
              className={`button button--block button--provider button--${name}`}
              disabled={reason !== null}
              aria-describedby={reason ? reasonId : undefined}
              onClick={() => handleStart(name)}
            >
              Continue with {LABELS[name]}
            </button>
            {reason ? (
              <p id={reasonId} className="field__hint">
                {reason}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
