import type { Page } from '@playwright/test';
import { test } from './fixtures';

export interface Viewport {
  name: 'phone' | 'desktop';
  width: number;
  height: number;
}

/** The two screens the page specs run on: a phone and a laptop. */
export const VIEWPORTS: readonly Viewport[] = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

/**
 * Declares the tests `body` writes once per viewport, each set in a describe block titled
 * "`title` at 390×844" (or 1280×800) that runs its pages at that size.
 */
export function forEachViewport(title: string, body: (viewport: Viewport) => void): void {
  for (const viewport of VIEWPORTS) {
    test.describe(`${title} at ${viewport.width}×${viewport.height}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });
      body(viewport);
    });
  }
}

/** `shot('name')` saves a full-page screenshot as `${prefix}-name.png`, for a person to look at. */
export function screenshotsTo(page: Page, prefix: string): (name: string) => Promise<Buffer> {
  return (name) => page.screenshot({ path: `${prefix}-${name}.png`, fullPage: true });
}
