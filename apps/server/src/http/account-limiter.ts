import type { Clock } from '../clock/clock';
import { tooManyRequests } from './errors';

/**
 * Counts attempts per account (e.g. per email) in a fixed window, beside the per-IP limit of
 * @fastify/rate-limit: one attacker spread over many IPs still cannot guess one password fast.
 * Kept in process memory, which is enough for one API process (docs/operations.md).
 */
export class AccountAttemptLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly maxAttempts: number,
    private readonly windowMs: number,
    private readonly clock: Clock,
  ) {}

  hit(accountKey: string, now = this.clock.now().getTime()): void {
    const key = accountKey.trim().toLowerCase();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
      if (this.windows.size > 100_000) this.evictExpired(now);
    }
    window.count += 1;
    if (window.count > this.maxAttempts) throw tooManyRequests((window.resetAt - now) / 1000);
  }

  private evictExpired(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
