import type { Identity } from '../api/identity';

/** Spec 9: premium status polling every 250 ms, time-out 60 s. */
export const PREMIUM_POLL_MS = 250;
export const PREMIUM_POLL_TIMEOUT_MS = 60_000;

const settled = (identity: Identity) =>
  identity.paywallStatus.isPremium || !identity.profile.waitingForPaymentEvent;

/**
 * Spec 4: after a purchase or restore, identity is polled until the waiting flag clears or
 * premium is true. Resolves with the identity that settled it, or 'timeout'. Polls are spaced
 * from the end of the previous one, so a slow answer never stacks calls.
 */
export async function waitForPremium(
  readIdentity: () => Promise<Identity>,
  options: {
    intervalMs?: number;
    timeoutMs?: number;
    sleep?: (ms: number) => Promise<void>;
    elapsed?: () => number;
  } = {},
): Promise<Identity | 'timeout'> {
  const intervalMs = options.intervalMs ?? PREMIUM_POLL_MS;
  const timeoutMs = options.timeoutMs ?? PREMIUM_POLL_TIMEOUT_MS;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const started = performance.now();
  const elapsed = options.elapsed ?? (() => performance.now() - started);
  for (;;) {
    try {
      const identity = await readIdentity();
      if (settled(identity)) return identity;
    } catch {
      // A poll that fails is retried at the next tick; only the time-out ends the wait.
    }
    if (elapsed() + intervalMs > timeoutMs) return 'timeout';
    await sleep(intervalMs);
  }
}
