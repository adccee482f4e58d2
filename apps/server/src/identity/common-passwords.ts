import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { ApiError } from '../http/errors';

export const TOO_COMMON_PASSWORD =
  'This password is too common and easy to guess. Choose another one, e.g. a few unrelated words.';

let checker: Promise<ZxcvbnFactory> | undefined;

/** The dictionaries (~16 MB in memory) load on the first check, not with the server. */
async function loadChecker(): Promise<ZxcvbnFactory> {
  const [{ default: zxcvbnCore }, common] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
  ]);
  return new zxcvbnCore.ZxcvbnFactory({
    dictionary: { ...common.dictionary },
    graphs: common.adjacencyGraphs,
  });
}

/**
 * Refuses a password that meets the rules but is among the first million an attacker tries
 * (zxcvbn score below 2: "Password123", "Welcome2024", keyboard walks, the email's own words),
 * checked offline against zxcvbn's common-password and name dictionaries (OWASP ASVS 2.1.7,
 * NIST 800-63B 5.1.1.2).
 */
export async function assertNotCommonPassword(
  password: string,
  field: string,
  userInputs: string[] = [],
): Promise<void> {
  checker ??= loadChecker();
  if ((await checker).check(password, userInputs).score < 2)
    throw new ApiError(400, 'validation_failed', TOO_COMMON_PASSWORD, [
      { field, message: TOO_COMMON_PASSWORD },
    ]);
}
