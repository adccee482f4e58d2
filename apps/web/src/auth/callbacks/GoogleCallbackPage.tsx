import { useCallback } from 'react';
import { completeGoogleSignIn } from '../external/google';
import { fetchProviders } from '../external/providers';
import { CallbackView } from './CallbackView';

export function GoogleCallbackPage() {
  const complete = useCallback(async () => {
    const providers = await fetchProviders();
    if (!providers.google) throw new Error('Sign in with Google is not configured on this server');
    return completeGoogleSignIn(providers.google.clientId, window.location.search);
  }, []);
  return <CallbackView complete={complete} />;
}
