import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { ApiError } from '../http/errors';
import { isLocalDevUrl } from './clients';

/**
 * Login CSRF (issue 16): the calls that set the sign-in cookie take JSON only, which a page on
 * another site cannot post without a preflight, and refuse a browser's request from another
 * origin. Native apps send no `Origin` and pass. Outside production any local origin may call
 * (Vite's dev server, the browser tests), as for the web client's redirect URIs.
 */
export function sameSiteJsonOnly(config: Config) {
  const own = new URL(config.publicUrl).origin;
  const allowLocal = config.APP_ENV !== 'production';
  const isAllowed = (origin: string): boolean => {
    if (origin === own) return true;
    try {
      return allowLocal && isLocalDevUrl(new URL(origin));
    } catch {
      return false;
    }
  };
  return async (request: FastifyRequest): Promise<void> => {
    const type = request.headers['content-type'];
    if (type !== undefined && !/^application\/json\b/i.test(type))
      throw new ApiError(415, 'unsupported_media_type', 'Send the sign-in details as JSON.');
    const origin = request.headers.origin;
    if (origin !== undefined && !isAllowed(origin))
      throw new ApiError(403, 'forbidden', 'This sign-in came from another site and was refused.');
  };
}
