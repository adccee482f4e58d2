/**
 * A Sentry-protocol DSN, `https://<public key>@<host>[:port][/path]/<project id>`: what Sentry and a
 * self-hosted GlitchTip hand out. The browser sees the web one, so a DSN with a secret key
 * (the deprecated `key:secret@` form) is refused.
 */
export function parseDsn(dsn: string): { origin: string; publicKey: string; projectId: string } | null {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    return null;
  }
  const projectId = url.pathname.split('/').filter(Boolean).at(-1);
  if (
    !['http:', 'https:'].includes(url.protocol) ||
    !url.username ||
    url.password ||
    !projectId ||
    !/^\d+$/.test(projectId)
  )
    return null;
  return { origin: url.origin, publicKey: url.username, projectId };
}
