interface AccessTokenClaims {
  sub?: string;
  athlete_id?: string;
  email?: string;
  exp?: number;
}

function base64UrlDecode(segment: string): string {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The last token read: every call checks the same token's expiry (issue 17, first load). */
let lastRead: { token: string; claims: AccessTokenClaims } | null = null;

/** Reads the payload only: the server verifies signatures, the client just needs `exp` and `email`. */
export function readClaims(token: string): AccessTokenClaims {
  if (lastRead?.token !== token) lastRead = { token, claims: decodeClaims(token) };
  return { ...lastRead.claims };
}

function decodeClaims(token: string): AccessTokenClaims {
  const payload = token.split('.')[1];
  if (!payload) return {};
  try {
    const parsed: unknown = JSON.parse(base64UrlDecode(payload));
    if (typeof parsed !== 'object' || parsed === null) return {};
    const claims: Record<string, unknown> = { ...parsed };
    const text = (key: string) => (typeof claims[key] === 'string' ? claims[key] : undefined);
    return {
      sub: text('sub'),
      athlete_id: text('athlete_id'),
      email: text('email'),
      exp: typeof claims.exp === 'number' ? claims.exp : undefined,
    };
  } catch {
    return {};
  }
}

/**
 * A token counts as expired one second early so a request does not arrive with a token that
 * dies in flight. The margin stays small because tests run with 5-second tokens.
 */
export function isExpired(token: string, nowMs: number): boolean {
  const { exp } = readClaims(token);
  return typeof exp !== 'number' || exp * 1000 <= nowMs + 1000;
}
