import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

// The service worker would answer requests itself and hide them from page.route; the offline
// spec (shell-offline.spec.ts) tests it on its own.
test.use({ serviceWorkers: 'block' });

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface CategoryEntry {
  id: string;
  subcategories: { id: string }[];
}

/** Real ids from the generated config, so every parameterised route is exercised with real data. */
async function contentIds(page: Page) {
  const parents = (await (await page.request.get('/config/parent-categories.json')).json()) as {
    id: string;
    categoryFile: string;
  }[];
  const first = parents[0];
  if (!first) throw new Error('the content build has no parent categories');
  const categories = (await (
    await page.request.get(`/config/${encodeURIComponent(first.categoryFile)}`)
  ).json()) as CategoryEntry[];
  const category = categories[0];
  const topic = category?.subcategories[0];
  if (!category || !topic) throw new Error('the content build has no categories');
  return { parentId: first.id, categoryId: category.id, topicId: topic.id };
}

/** Removes console errors a test causes on purpose (failed requests, the crash it provokes). */
function allowConsoleErrors(errors: string[], pattern: RegExp): void {
  for (let index = errors.length - 1; index >= 0; index -= 1) {
    if (pattern.test(errors[index] ?? '')) errors.splice(index, 1);
  }
}

async function expectShell(page: Page) {
  await expect(page.getByRole('banner').getByRole('link', { name: 'Abhyas home' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' })).toBeVisible();
  await expect(page.getByText('Oops! Something went wrong')).toHaveCount(0);
}

test.describe('routes', () => {
  test('every route renders inside the shell with its own title', async ({ page }) => {
    const ids = await contentIds(page);
    const routes: [string, RegExp][] = [
      ['/', /Abhyas – free SSC and UPSC exam practice/],
      ['/about', /^About – Abhyas$/],
      ['/contact', /^Contact – Abhyas$/],
      ['/terms', /^Terms of use – Abhyas$/],
      ['/privacy', /^Privacy – Abhyas$/],
      ['/leaderboard', /Leaderboard/],
      [`/subjects/${ids.parentId}`, /Abhyas/],
      [`/category/${ids.categoryId}`, /Abhyas/],
      [`/quiz/${ids.topicId}`, /Abhyas/],
      [`/practice/${ids.topicId}`, /Abhyas/],
      [`/results/${ids.topicId}`, /Abhyas/],
    ];
    for (const [path, title] of routes) {
      await page.goto(path);
      await expectShell(page);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page, `title of ${path}`).toHaveTitle(title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
    }
  });

  test('about, contact, terms and privacy have real content', async ({ page }) => {
    await page.goto('/privacy');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Privacy', level: 1 })).toBeVisible();
    for (const stored of ['Your profile', 'Your answers', 'Your phone number', 'Do Not Track']) {
      await expect(main.getByRole('listitem').filter({ hasText: stored })).toBeVisible();
    }
    await expect(main.getByRole('heading', { name: 'How to delete your data' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { name: 'About Abhyas' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
    await expect(page.getByRole('heading', { name: 'Terms of use' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Leaderboard' }).click();
    await expect(page).toHaveURL(/\/leaderboard$/);
  });

  for (const bare of ['/category', '/subcategory', '/game', '/results']) {
    test(`${bare} redirects home and replaces the history entry`, async ({ page }) => {
      await page.goto('/about');
      await page.goto(bare);
      await expect(page).toHaveURL(/\/$/);
      await expectShell(page);
      await page.goBack();
      // Had the redirect pushed, Back would land on the bare path and bounce home again.
      await expect(page).toHaveURL(/\/about$/);
    });
  }

  test('an unknown path shows the not-found page with a way home', async ({ page, consoleErrors }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    // Chromium logs the page's own 404 as a failed resource: the status is the point here.
    allowConsoleErrors(consoleErrors, /^Failed to load resource: the server responded with a status of 404/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found – Abhyas');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('start-up', () => {
  test('shows the loading screen while the configuration loads', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/config/app-config.json', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByText('Initializing your learning experience')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Abhyas' })).toBeVisible();
    release();
    await expectShell(page);
  });

  test('the first screen moves nothing as its page fills in (no layout shift)', async ({ page }) => {
    await page.addInitScript(() => {
      const seen = window as unknown as { layoutShift: number };
      seen.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) seen.layoutShift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The home screen's code comes a moment after the shell is painted, as on a slow phone.
    await page.route('**/assets/HomeScreen-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByRole('link', { name: /^General Knowledge/ })).toBeVisible();
    // Layout shifts reach the observer after the frame that made them.
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBe(0);
  });

  test('a failed load shows Connection Error, a live network indicator and Try Again', async ({
    page,
    context,
    consoleErrors,
  }) => {
    let requests = 0;
    await page.route('**/config/app-config.json', (route) => {
      requests += 1;
      return route.abort('internetdisconnected');
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Connection Error' })).toBeVisible({ timeout: 15_000 });
    expect(requests).toBe(4);
    await expect(
      page.getByText('Failed to load the application. Please check your connection and try again.'),
    ).toBeVisible();
    await expect(page.getByText('Connected', { exact: true })).toBeVisible();

    await context.setOffline(true);
    await expect(page.getByText('No Internet')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('Connected', { exact: true })).toBeVisible();

    await page.unroute('**/config/app-config.json');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expectShell(page);
    allowConsoleErrors(consoleErrors, /Failed to load resource/);
  });

  test('the offline banner follows the connection', async ({ page, context }) => {
    await page.goto('/about');
    await expectShell(page);
    // A first visit still copies the config into the offline cache after the shell shows;
    // cutting the connection under those requests logs their failure, which is not this test's.
    await page.waitForLoadState('networkidle');
    const banner = page.getByText("You're offline - some features may be limited");
    await expect(banner).toHaveCount(0);
    await context.setOffline(true);
    await expect(banner).toBeVisible();
    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
  });
});

test.describe('crash recovery', () => {
  test('a crash inside a screen keeps the shell and offers Clear Cache & Restart', async ({
    page,
    consoleErrors,
  }) => {
    await page.route(/\/assets\/AboutPage-[^/]+\.js/, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("broken screen");' }),
    );
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
    await expect(page.getByText('Your progress is safe!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear Cache & Restart' })).toBeVisible();
    // The header and footer still work: another route recovers.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await expect(page.getByRole('heading', { name: 'Privacy', level: 1 })).toBeVisible();

    await page.unroute(/\/assets\/AboutPage-[^/]+\.js/);
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toHaveCount(0);
    allowConsoleErrors(consoleErrors, /broken screen/);
  });

  test('an outer crash offers Refresh Page and Clear Data & Restart, which keeps pending answers', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/about');
    await expectShell(page);
    await page.evaluate(() => {
      localStorage.setItem('pending_updates_u1', '{"version":"2.1","updates":[{"id":"a"}]}');
      localStorage.setItem('pending_updates_u1_backup', '{"version":"2.1","updates":[{"id":"a"}]}');
      localStorage.setItem('abhyas_language', 'en');
      localStorage.setItem('some_cached_setting', 'x');
      sessionStorage.setItem('abhyas_simulate_failure', 'layout');
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
    await expect(page.getByText('Your progress is safe!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear Data & Restart' }).click();
    await expectShell(page);
    const kept = await page.evaluate(() => Object.keys(localStorage).sort());
    expect(kept).toContain('pending_updates_u1');
    expect(kept).toContain('pending_updates_u1_backup');
    expect(kept).not.toContain('some_cached_setting');
    allowConsoleErrors(consoleErrors, /Simulated layout failure/);
  });

  test('when even React cannot start, Initialization Failed offers a refresh', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await page.evaluate(() => sessionStorage.setItem('abhyas_simulate_failure', 'init'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Initialization Failed' })).toBeVisible();
    await page.evaluate(() => sessionStorage.clear());
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expectShell(page);
    allowConsoleErrors(consoleErrors, /Simulated initialization failure/);
  });

  test('a screen chunk that fails twice loads on the third try', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await expectShell(page);
    let failures = 0;
    await page.route(/\/assets\/TermsPage-[^/]+\.js/, (route) => {
      if (failures < 2) {
        failures += 1;
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
    await expect(page.getByRole('heading', { name: 'Terms of use' })).toBeVisible({ timeout: 15_000 });
    expect(failures).toBe(2);
    await expect(page.getByText('Oops! Something went wrong')).toHaveCount(0);
    allowConsoleErrors(consoleErrors, /Failed to load resource|TermsPage/);
  });
});

test.describe('language, theme, search engines', () => {
  test('switches to Hindi and remembers it', async ({ page }) => {
    await page.goto('/privacy');
    await page.getByLabel('Language').selectOption('hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { name: 'गोपनीयता', level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'परिचय' })).toBeVisible();
    await expect(page).toHaveTitle('गोपनीयता – अभ्यास');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'गोपनीयता', level: 1 })).toBeVisible();
    await page.getByLabel('भाषा').selectOption('en');
    await expect(page.getByRole('heading', { name: 'Privacy', level: 1 })).toBeVisible();
  });

  test('follows a Hindi browser on the first visit', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'hi-IN', baseURL, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'अभ्यास के बारे में' })).toBeVisible();
    await context.close();
  });

  test('the dark theme is switchable and remembered', async ({ page }) => {
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('keyboard only: skip link, header and footer are reachable', async ({ page }) => {
    await page.goto('/about');
    await expectShell(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Abhyas home' })).toBeFocused();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/privacy$/);
  });

  test('Open Graph tags, JSON-LD, manifest, robots.txt and sitemap.xml', async ({ page, request }) => {
    const ids = await contentIds(page);
    await page.goto('/about');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'About – Abhyas');
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/about$/);
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd['@type']).toBe('WebApplication');
    expect(jsonLd.offers).toMatchObject({ price: '0', priceCurrency: 'INR' });
    expect(jsonLd.featureList).toEqual(expect.arrayContaining(['10,000+ practice questions']));

    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ short_name: 'Abhyas', start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );

    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Sitemap: http.*\/sitemap\.xml$/m);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const xml = await sitemap.text();
    for (const path of [
      '/about',
      '/privacy',
      '/leaderboard',
      `/subjects/${ids.parentId}`,
      `/category/${ids.categoryId}`,
    ]) {
      expect(xml).toContain(`${path}</loc>`);
    }
  });

  test('config is revalidated, packs are cached forever', async ({ request }) => {
    const config = await request.get('/config/app-config.json');
    expect(config.status()).toBe(200);
    expect(config.headers()['cache-control']).toBe('no-cache');
    const categories = await request.get(
      `/config/${encodeURIComponent('General-Knowledge Categories.json')}`,
    );
    const [category] = (await categories.json()) as { subcategories: { pack: string }[] }[];
    const pack = category?.subcategories[0]?.pack;
    if (!pack) throw new Error('no pack in the content build');
    const packResponse = await request.get(pack);
    expect(packResponse.status()).toBe(200);
    expect(packResponse.headers()['cache-control']).toContain('immutable');
    expect((await request.get('/packs/missing.json')).status()).toBe(404);
  });
});

test.describe('accessibility', () => {
  test('axe finds no serious or critical violation on any route', async ({ page, consoleErrors }) => {
    const ids = await contentIds(page);
    const routes = [
      '/',
      '/about',
      '/contact',
      '/terms',
      '/privacy',
      '/leaderboard',
      `/subjects/${ids.parentId}`,
      `/category/${ids.categoryId}`,
      `/quiz/${ids.topicId}`,
      `/practice/${ids.topicId}`,
      `/results/${ids.topicId}`,
      '/no-such-page',
    ];
    for (const path of routes) {
      await page.goto(path);
      await expectShell(page);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Evaluated, not added as a <script>: the Content-Security-Policy refuses inline scripts.
      await page.evaluate(axeSource);
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (context: Document) => Promise<AxeResults> } }).axe;
        interface AxeResults {
          violations: { id: string; impact: string | null; nodes: { target: unknown }[] }[];
        }
        const results = await axe.run(document);
        return results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map(
            (violation) => `${violation.id}: ${JSON.stringify(violation.nodes.map((node) => node.target))}`,
          );
      });
      expect(violations, `axe on ${path}`).toEqual([]);
    }
    // '/no-such-page' answers 404, which Chromium logs as a failed resource.
    allowConsoleErrors(consoleErrors, /^Failed to load resource: the server responded with a status of 404/);
  });
});
