import { ApiError } from '../api/errors';
import { getSession } from '../api/session';

/** What a write that could wait answers when it was kept on the device instead of sent. */
export interface Kept {
  kept: true;
}

export const wasKept = (answer: unknown): answer is Kept =>
  typeof answer === 'object' && answer !== null && (answer as Partial<Kept>).kept === true;

/**
 * Sends a write, or, without network (the offline session, or a call that got no answer), keeps
 * it on the device for `owner` (the signed-in athlete's id) to be sent when the network and the session are back (offline-sync.ts). Any
 * answer from the server, an error included, is the caller's as before.
 */
export async function sendOrKeep<T>(
  owner: string | undefined,
  send: () => Promise<T>,
  keep: (owner: string) => Promise<void>,
): Promise<T | Kept> {
  if (getSession().status !== 'offline') {
    try {
      return await send();
    } catch (caught) {
      if (!(caught instanceof ApiError && caught.isNetworkError)) throw caught;
    }
  }
  if (!owner)
    throw new ApiError(0, 'network_error', 'Connection problem! Please check your internet connection.');
  await keep(owner);
  return { kept: true };
}
