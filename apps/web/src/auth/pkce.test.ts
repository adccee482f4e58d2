import { describe, expect, it } from 'vitest';
import { createPkcePair, s256Challenge } from './pkce';

describe('PKCE', () => {
  it('matches the S256 example of RFC 7636 appendix B', async () => {
    await expect(s256Challenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('makes url-safe verifiers of at least 43 characters', async () => {
    const { verifier, challenge } = await createPkcePair();
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(challenge).toBe(await s256Challenge(verifier));
  });
});
