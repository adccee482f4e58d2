/**
 * Only same-origin app paths are accepted as places to go after sign-in, so a crafted
 * link cannot bounce the user to another site (open redirect).
 */
export function safeAppPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

/** The server's own authorize URL, handed to /login as `returnTo` (docs/api.md step 2). */
export function safeAuthorizeReturn(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, window.location.origin);
    return url.origin === window.location.origin && url.pathname === '/connect/authorize'
      ? `${url.pathname}${url.search}`
      : null;
  } catch {
    return null;
  }
}
