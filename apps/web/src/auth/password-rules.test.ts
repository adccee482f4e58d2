import { describe, expect, it } from 'vitest';
import { isApplePrivateRelay, passwordProblems } from './password-rules';

describe('password rule messages', () => {
  it('lists every broken rule in reading order', () => {
    expect(passwordProblems('')).toEqual([
      'Password must be at least 10 characters',
      'Password must contain a lowercase letter',
      'Password must contain an uppercase letter',
      'Password must contain a digit',
    ]);
    expect(passwordProblems('abcdefghij')).toEqual([
      'Password must contain an uppercase letter',
      'Password must contain a digit',
    ]);
    expect(passwordProblems('Short1a')).toEqual(['Password must be at least 10 characters']);
  });

  it('accepts a password that meets all rules', () => {
    expect(passwordProblems('Triathlon2026')).toEqual([]);
  });
});

describe('Apple private relay check', () => {
  it('rejects relay addresses in any case and with spaces around', () => {
    expect(isApplePrivateRelay('abc123@privaterelay.appleid.com')).toBe(true);
    expect(isApplePrivateRelay(' ABC@PrivateRelay.AppleID.com ')).toBe(true);
  });

  it('accepts ordinary addresses, including look-alikes', () => {
    expect(isApplePrivateRelay('ann@icloud.com')).toBe(false);
    expect(isApplePrivateRelay('ann@notprivaterelay.appleid.com')).toBe(false);
  });
});
