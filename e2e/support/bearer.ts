import type { Page } from '@playwright/test';

/**
 * The athlete's bearer, read off a call the app itself makes (the token lives only in the page's
 * memory). Access tokens live a minute in this suite: read a fresh one before calls made much later.
 */
export async function bearerOf(page: Page, navigate: () => Promise<unknown>): Promise<string> {
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/api/v1/app/') && Boolean(r.headers().authorization)),
    navigate(),
  ]);
  return request.headers().authorization ?? '';
}
