import { describe, expect, it } from 'vitest';
import { adminUsageQuerySchema } from './admin-usage.ts';
import { ANALYTICS_MAX_EVENTS, analyticsBatchSchema, analyticsEventSchema } from './analytics-events.ts';

const at = 1_780_000_000_000;

describe('analytics events', () => {
  it('accepts each event of the catalogue', () => {
    const events = [
      { name: 'page_view', at, route: '/quiz/:subcategoryId' },
      { name: 'page_view', at, route: '/' },
      { name: 'page_view', at, route: '*' },
      { name: 'quiz_started', at, topicId: 'indian-history', questions: 10 },
      {
        name: 'quiz_submitted',
        at,
        route: '/quiz/:subcategoryId',
        topicId: 'indian-history',
        questions: 10,
        correct: 7,
        marks: 7,
        accuracy: 0.7,
        durationMs: 90_000,
      },
      { name: 'practice_answered', at, topicId: 'polity', correct: false },
      { name: 'mock_started', at, mockId: 'ssc-cgl-1' },
      {
        name: 'mock_submitted',
        at,
        mockId: 'ssc-cgl-1',
        questions: 100,
        answered: 80,
        marks: 92.5,
        durationMs: 1,
      },
      { name: 'sign_in', at },
      { name: 'sign_out', at },
      { name: 'sync_succeeded', at, count: 3 },
      { name: 'sync_failed', at, count: 3, errorKind: 'offline' },
      { name: 'install_prompt', at, outcome: 'accepted' },
      { name: 'web_vital', at, route: '/', metric: 'LCP', value: 1234.5 },
      { name: 'web_vital', at, route: '/', metric: 'CLS', value: 0.02 },
    ];
    for (const event of events)
      expect(analyticsEventSchema.safeParse(event).success, JSON.stringify(event)).toBe(true);
  });

  it('refuses a route that is a real address, not its template', () => {
    for (const route of [
      '/quiz/Indian History',
      '/results?uid=abc',
      'quiz',
      '/quiz/',
      '//x',
      '/u/abc@example.com',
    ])
      expect(analyticsEventSchema.safeParse({ name: 'page_view', at, route }).success, route).toBe(false);
  });

  it('refuses fields outside the shape, so nothing personal rides along', () => {
    expect(analyticsEventSchema.safeParse({ name: 'sign_in', at, email: 'a@b.c' }).success).toBe(false);
    expect(analyticsEventSchema.safeParse({ name: 'sign_in', at, uid: 'x' }).success).toBe(false);
    expect(analyticsEventSchema.safeParse({ name: 'unknown', at }).success).toBe(false);
    expect(
      analyticsEventSchema.safeParse({ name: 'web_vital', at, route: '/', metric: 'FID', value: 1 }).success,
    ).toBe(false);
    expect(
      analyticsEventSchema.safeParse({ name: 'sync_failed', at, count: 1, errorKind: 'TypeError: x' })
        .success,
    ).toBe(false);
  });

  it('takes a batch of 1 to the maximum events, with a visit id or none', () => {
    const one = { name: 'sign_in', at };
    expect(analyticsBatchSchema.safeParse({ events: [one] }).success).toBe(true);
    expect(analyticsBatchSchema.safeParse({ visitId: 'a'.repeat(22), events: [one] }).success).toBe(true);
    expect(analyticsBatchSchema.safeParse({ events: [] }).success).toBe(false);
    expect(
      analyticsBatchSchema.safeParse({ events: Array.from({ length: ANALYTICS_MAX_EVENTS + 1 }, () => one) })
        .success,
    ).toBe(false);
    expect(analyticsBatchSchema.safeParse({ visitId: 'short', events: [one] }).success).toBe(false);
    expect(analyticsBatchSchema.safeParse({ uid: 'someone', events: [one] }).success).toBe(false);
  });
});

describe('admin usage query', () => {
  it('defaults to 30 days and keeps to 1..90', () => {
    expect(adminUsageQuerySchema.parse({}).days).toBe(30);
    expect(adminUsageQuerySchema.parse({ days: '7' }).days).toBe(7);
    expect(adminUsageQuerySchema.safeParse({ days: '0' }).success).toBe(false);
    expect(adminUsageQuerySchema.safeParse({ days: '91' }).success).toBe(false);
    expect(adminUsageQuerySchema.safeParse({ days: 'x' }).success).toBe(false);
  });
});
