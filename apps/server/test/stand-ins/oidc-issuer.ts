import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';

/**
 * A stand-in for Apple's or Google's sign-in: its own RS256 keys, its JWKS served over
 * HTTP on loopback, and id tokens signed the way the provider signs them.
 */
export async function startLocalIssuer(issuer: string) {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const kid = 'stand-in-key-1';
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] };
  let jwksRequests = 0;
  const server: Server = createServer((request, response) => {
    if (request.url === '/keys') {
      jwksRequests += 1;
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(jwks));
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const { privateKey: strangerKey } = await generateKeyPair('RS256');

  async function signIdToken(
    claims: JWTPayload & { aud: string; sub: string },
    options: { expiresIn?: string; issuer?: string; signWithUnknownKey?: boolean } = {},
  ) {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(options.issuer ?? issuer)
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '10m')
      .sign(options.signWithUnknownKey ? strangerKey : privateKey);
  }

  return {
    jwksUrl: `http://127.0.0.1:${port}/keys`,
    signIdToken,
    jwksRequests: () => jwksRequests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
