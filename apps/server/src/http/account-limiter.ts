import { tooManyRequests } from './errors';
import type { RateLimitCounter } from './rate-limit-counter';

/**
 * Counts attempts per account (e.g. per email) in a fixed window, beside the per-IP limit of
 * @fastify/rate-limit: one attacker spread over many IPs still cannot guess one password fast.
 * The counts live in the database, so every server process counts the same attempts.
 */
export class AccountAttemptLimiter {
  constructor(
    private readonly counter: RateLimitCounter,
    private readonly maxAttempts: number,
    private readonly windowMs: number,
  ) {}

  async hit(accountKey: string): Promise<void> {
    const key = `account:${accountKey.trim().toLowerCase()}`;
    const { count, ttlMs } = await this.counter.hit(key, this.windowMs);
    if (count > this.maxAttempts) throw tooManyRequests(ttlMs / 1000);
  }
}
