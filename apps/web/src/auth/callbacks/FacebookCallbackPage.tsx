import { useCallback } from 'react';
import { completeFacebookSignIn } from '../external/facebook';
import { CallbackView } from './CallbackView';

export function FacebookCallbackPage() {
  const complete = useCallback(() => completeFacebookSignIn(window.location.search), []);
  return <CallbackView complete={complete} />;
}
