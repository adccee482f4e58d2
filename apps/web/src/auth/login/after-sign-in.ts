import { beginSignIn } from '../oidc';
import { safeAppPath, safeAuthorizeReturn } from '../targets';

/**
 * After email sign-in or sign-up the server has set its session cookie. When the server sent
 * the user here from /connect/authorize (`returnTo`), go back there; otherwise start our own
 * authorization-code flow towards where the user wanted to go (`redirect`).
 */
export async function continueAfterSignIn(search: URLSearchParams): Promise<void> {
  const returnTo = safeAuthorizeReturn(search.get('returnTo'));
  if (returnTo) {
    window.location.assign(returnTo);
    return;
  }
  await beginSignIn(safeAppPath(search.get('redirect')));
}
