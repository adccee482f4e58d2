import { chromium, expect } from '@playwright/test';
import { buildFitActivity } from '../apps/server/test/support/fit-files';
import { finishOnboarding } from './support/onboarding';

const base = 'http://127.0.0.1:3456';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const page = await browser.newPage({ baseURL: base, viewport: { width: 390, height: 844 } });
const errors: string[] = [];
page.on('pageerror', (e) => errors.push(String(e)));
page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
const shot = (n: string) => page.screenshot({ path: `/tmp/ux-${n}.png`, fullPage: true });
await finishOnboarding(page, 'ux');
await expect(page.getByRole('status', { name: 'Today' })).toBeVisible({ timeout: 60_000 });
await shot('dashboard');
await page.goto('/app/forecast'); await page.waitForTimeout(1500); await shot('forecast');
await page.goto('/app/roadmap'); await page.waitForTimeout(2000); await shot('roadmap');
const yesterday = new Date(Date.now() - 86_400_000);
const fit = buildFitActivity(new Date(yesterday.toISOString().slice(0, 10) + 'T07:00:00Z'), [{ sport: 'running', seconds: 2400, heartRate: 145, speed: 3 }]);
await page.goto('/app/athlete-hub'); await shot('hub');
await page.getByRole('link', { name: /Import activities/ }).click();
await shot('import-empty');
await page.getByLabel('Activity files').setInputFiles([
  { name: 'run.fit', mimeType: 'application/octet-stream', buffer: Buffer.from(fit) },
  { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
]);
await page.waitForTimeout(6000); await shot('import-done');
await page.waitForTimeout(4000);
await page.goto('/app/dashboard'); await page.waitForTimeout(2000);
if (await page.getByRole('link', { name: 'Back to the plan' }).count()) await page.getByRole('link', { name: 'Back to the plan' }).click();
await page.goto('/app/forecast'); await page.waitForTimeout(2500); await shot('forecast-after');
await page.goto('/app/settings'); await page.waitForTimeout(2500); await shot('settings');
const conn = page.getByRole('link', { name: /onnection/ }).first();
if (await conn.count()) { await conn.click(); await page.waitForTimeout(1500); await shot('connections'); }
await page.goto('/onboarding/connect/garmin'); await page.waitForTimeout(1500); await shot('onb-garmin');
await page.goto('/app/dashboard'); await page.waitForTimeout(1500);
const card = page.locator('a.session-card__link').first();
if (await card.count()) { await card.click(); await page.waitForTimeout(1500); await shot('workout'); }
console.log('errors', JSON.stringify(errors));
await browser.close();
