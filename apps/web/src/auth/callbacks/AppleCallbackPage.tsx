import { useCallback } from 'react';
import { completeAppleSignIn } from '../external/apple';
import { CallbackView } from './CallbackView';

export function AppleCallbackPage() {
  const complete = useCallback(() => completeAppleSignIn(window.location.hash), []);
  return <CallbackView complete={complete} />;
}
