import { describe, expect, it } from 'vitest';
import { CONSOLE_PATH, operatorEmail } from './admin-access.ts';
import english from './locales/operator-en.json' with { type: 'json' };
import hindi from './locales/operator-hi.json' with { type: 'json' };
import { daySeconds } from './usage/UsageChart.tsx';
import { vitalRows } from './usage/vital-rows.ts';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

const answering =
  (status: number, body: unknown): typeof fetch =>
  async () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe("the console's words", () => {
  it('Hindi has every key English has', () => {
    expect(keysOf(hindi).sort()).toEqual(keysOf(english).sort());
  });
});

describe('who sees the console', () => {
  it('is at /admin only', () => {
    expect(CONSOLE_PATH.test('/admin')).toBe(true);
    expect(CONSOLE_PATH.test('/admin/')).toBe(true);
    for (const path of ['/admin/x', '/administer', '/x/admin', '/'])
      expect(CONSOLE_PATH.test(path), path).toBe(false);
  });

  it("an operator's 200 with an email; anything else is no", async () => {
    expect(await operatorEmail(answering(200, { email: 'ops@example.org' }))).toBe('ops@example.org');
    expect(await operatorEmail(answering(401, { error: 'User not authenticated' }))).toBeNull();
    expect(await operatorEmail(answering(403, { error: 'Forbidden' }))).toBeNull();
    expect(await operatorEmail(answering(200, { email: 7 }))).toBeNull();
    expect(await operatorEmail(answering(200, null))).toBeNull();
    expect(
      await operatorEmail(async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).toBeNull();
  });
});

describe('usage figures', () => {
  it('draws an IST calendar day at midnight UTC, the same on every machine', () => {
    expect(daySeconds('2026-11-25')).toBe(Date.UTC(2026, 10, 25) / 1000);
    expect(daySeconds('2026-01-01') - daySeconds('2025-12-31')).toBe(86_400);
  });

  it('puts each route’s web vitals side by side, in the order the routes came', () => {
    const rows = vitalRows([
      { route: '/', metric: 'CLS', p75: 0.0512, samples: 40 },
      { route: '/', metric: 'LCP', p75: 1834.6, samples: 42 },
      { route: '/quiz/:subcategoryId', metric: 'INP', p75: 96.2, samples: 7 },
    ]);
    expect(rows).toEqual([
      { route: '/', p75: { CLS: '0.051', LCP: '1835 ms' }, samples: 42 },
      { route: '/quiz/:subcategoryId', p75: { INP: '96 ms' }, samples: 7 },
    ]);
  });
});
