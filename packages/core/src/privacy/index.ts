/**
 * privacy/: what error reports and logs may not carry, shared by the server and the web app so
 * both take out the same things (no zod, no dates: the web's first load imports it).
 */

const SECRETS: [RegExp, string][] = [
  // A JSON, form or query field whose name says it is secret: the value goes, the name stays.
  [
    /("?(?:password|newPassword|oldPassword|currentPassword|secret|token|refresh_token|access_token|id_token|code|code_verifier|state|client_secret|apiKey)"?\s*[:=]\s*)("[^"]*"|[^\s&,}]+)/gi,
    '$1[redacted]',
  ],
  [/\bBearer\s+[\w.~+/=-]+/gi, 'Bearer [redacted]'],
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[token]'],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]'],
];

/** Takes emails, tokens and secret fields out of a text that may quote input (an error message). */
export function redactText(text: string): string {
  return SECRETS.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

/** A URL without its query and fragment: sign-in codes, reset and calendar tokens travel there. */
export function withoutQuery(url: string): string {
  return url.replace(/[?#].*$/s, '');
}
