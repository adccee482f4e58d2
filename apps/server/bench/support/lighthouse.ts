import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext, type Cookie } from '@playwright/test';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_LAUNCH } from '../../../../e2e/support/chromium';

/** What the benchmark prints of one Lighthouse run (mobile preset, performance category). */
export interface LighthouseFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  finalUrl: string;
  /** The opportunities and diagnostics that cost points, worst first (for reading, not a target). */
  advice: string[];
}

/**
 * Debian's Chromium started by chrome-launcher with the same flags as the browser tests, for
 * Lighthouse to drive through its debugging port. Playwright only visits it (connectOverCDP) to
 * set cookies and clear caches between runs, then disconnects, so nothing else drives a page
 * while Lighthouse measures.
 */
export class LighthouseBrowser {
  private constructor(private readonly chrome: LaunchedChrome) {}

  static async start(): Promise<LighthouseBrowser> {
    const chrome = await launch({
      chromePath: CHROMIUM_LAUNCH.executablePath,
      chromeFlags: CHROMIUM_LAUNCH.args,
    });
    return new LighthouseBrowser(chrome);
  }

  /** Runs `action` with a Playwright view of Lighthouse's browser (its default context). */
  private async visit(action: (context: BrowserContext) => Promise<void>) {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${this.chrome.port}`);
    try {
      const context = browser.contexts()[0];
      if (!context) throw new Error('Lighthouse’s Chromium has no default context');
      await action(context);
    } finally {
      await browser.close(); // disconnects; the browser Lighthouse uses stays up
    }
  }

  /** Puts a signed-in browser's cookies (the httpOnly refresh cookie among them) into this one. */
  async addCookies(cookies: Cookie[]): Promise<void> {
    await this.visit((context) => context.addCookies(cookies));
  }

  /**
   * A cold start that keeps the cookies: no HTTP cache, service worker, Cache Storage or stored
   * data for `origin` (what Lighthouse's own storage reset does, which would also sign out).
   */
  async clearAllButCookies(origin: string): Promise<void> {
    await this.visit(async (context) => {
      const page = await context.newPage();
      const session = await context.newCDPSession(page);
      await session.send('Network.clearBrowserCache');
      await session.send('Storage.clearDataForOrigin', {
        origin,
        storageTypes: 'service_workers,cache_storage,local_storage,indexeddb,websql,file_systems',
      });
      await page.close();
    });
  }

  /**
   * One Lighthouse navigation of `url` with the default (mobile, simulated throttling) settings.
   * `keepCookies` turns off Lighthouse's storage reset: call `clearAllButCookies` first.
   */
  async measure(url: string, { keepCookies }: { keepCookies: boolean }, reportFile?: string) {
    let lhr: Result | undefined;
    // A trace Lighthouse could not read (NO_NAVSTART and the like) is its own failure: it asks
    // to run again, so a run is tried up to three times.
    for (let attempt = 1; attempt <= 3; attempt++) {
      const result = await lighthouse(url, {
        port: this.chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance'],
        disableStorageReset: keepCookies,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      lhr = result.lhr;
      if (!lhr.runtimeError) break;
    }
    if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr?.runtimeError?.message}`);
    if (reportFile) {
      mkdirSync(path.dirname(reportFile), { recursive: true });
      writeFileSync(reportFile, JSON.stringify(lhr, null, 1));
    }
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const advice = Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.details)
      .filter((audit) => audit.scoreDisplayMode === 'metricSavings' || audit.scoreDisplayMode === 'numeric')
      .filter(
        (audit) =>
          !['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time'].includes(audit.id),
      )
      .filter((audit) => !['cumulative-layout-shift', 'speed-index', 'interactive'].includes(audit.id))
      .map((audit) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    const figures: LighthouseFigures = {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      finalUrl: lhr.finalDisplayedUrl,
      advice,
    };
    return figures;
  }

  async stop(): Promise<void> {
    this.chrome.kill();
  }
}

/** The run with the median score of several (Lighthouse varies by a few points run to run). */
export function medianRun(runs: LighthouseFigures[]): LighthouseFigures {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('no Lighthouse run');
  return median;
}
