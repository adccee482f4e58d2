import { useCallback } from 'react';
import { completeSignIn } from '../oidc';
import { CallbackView } from './CallbackView';

export function OidcCallbackPage() {
  const complete = useCallback(() => completeSignIn(window.location.search), []);
  return <CallbackView complete={complete} />;
}
