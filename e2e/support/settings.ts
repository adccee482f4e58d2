import { expect, type Page } from '@playwright/test';

/**
 * Opens a section of Settings the way an athlete reaches it: the settings list, the section's
 * link, then the section's own heading (each section is titled as its link is labelled).
 */
export async function openSettingsSection(page: Page, name: string): Promise<void> {
  await page.goto('/app/settings');
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}
