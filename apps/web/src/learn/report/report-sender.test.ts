// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { isReported, isReportQueued, loadQueuedReports, queueReport } from './report-outbox.ts';
import { flushReports, type ReportTransport, reportRequest, sendReport } from './report-sender.ts';

interface Sent {
  url: string;
  method: string | undefined;
  body: unknown;
}

/** A server that answers each report with the next status of `statuses` (or throws, for a network error). */
function fakeServer(statuses: (number | 'offline')[], online = true) {
  const sent: Sent[] = [];
  const transport: ReportTransport = {
    online: () => online,
    fetch: async (input, init) => {
      const status = statuses.shift() ?? 500;
      if (status === 'offline') throw new TypeError('Failed to fetch');
      sent.push({ url: String(input), method: init?.method, body: JSON.parse(String(init?.body)) });
      const body =
        status < 400 ? { questionId: 'q', reason: 'typo', note: null, createdAt: '' } : { error: 'no' };
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  };
  return { sent, transport };
}

beforeEach(() => localStorage.clear());

describe('reportRequest', () => {
  it('drops an empty note and trims a written one', () => {
    expect(reportRequest('typo', '   ')).toEqual({ reason: 'typo' });
    expect(reportRequest('other', '  Option C is also right. ')).toEqual({
      reason: 'other',
      note: 'Option C is also right.',
    });
  });
});

describe('sendReport', () => {
  it('posts the reason and note to the question and remembers a new report', async () => {
    const { sent, transport } = fakeServer([201]);
    const outcome = await sendReport('u1', 'gk/q 1', { reason: 'wrong-answer', note: 'B' }, transport);
    expect(outcome).toBe('sent');
    expect(sent).toEqual([
      {
        url: '/api/questions/gk%2Fq%201/reports',
        method: 'POST',
        body: { reason: 'wrong-answer', note: 'B' },
      },
    ]);
    expect(isReported('u1', 'gk/q 1')).toBe(true);
    expect(isReported('u2', 'gk/q 1')).toBe(false);
  });

  it('says "already" when the server had a report of the learner (200) and remembers it', async () => {
    const { transport } = fakeServer([200]);
    expect(await sendReport('u1', 'q1', { reason: 'typo' }, transport)).toBe('already');
    expect(isReported('u1', 'q1')).toBe(true);
  });

  it('keeps the report on the device offline, without a request, and when the server is unreachable', async () => {
    const offline = fakeServer([], false);
    expect(await sendReport('u1', 'q1', { reason: 'typo', note: 'speling' }, offline.transport)).toBe(
      'queued',
    );
    expect(offline.sent).toEqual([]);
    const unreachable = fakeServer(['offline']);
    expect(await sendReport('u1', 'q2', { reason: 'unclear' }, unreachable.transport)).toBe('queued');
    expect(
      loadQueuedReports('u1').map(({ questionId, reason, note }) => ({ questionId, reason, note })),
    ).toEqual([
      { questionId: 'q1', reason: 'typo', note: 'speling' },
      { questionId: 'q2', reason: 'unclear', note: undefined },
    ]);
    expect(isReported('u1', 'q1')).toBe(false);
  });

  it('asks to sign in on 401 and fails on other refusals, keeping nothing', async () => {
    expect(await sendReport('u1', 'q1', { reason: 'typo' }, fakeServer([401]).transport)).toBe('sign-in');
    expect(await sendReport('u1', 'q1', { reason: 'typo' }, fakeServer([500]).transport)).toBe('failed');
    expect(await sendReport('u1', 'q1', { reason: 'typo' }, fakeServer([429]).transport)).toBe('failed');
    expect(isReportQueued('u1', 'q1')).toBe(false);
    expect(isReported('u1', 'q1')).toBe(false);
  });
});

describe('flushReports', () => {
  const queued = (questionId: string, at: number) => ({ questionId, reason: 'typo' as const, at });

  it('sends what waits, oldest first, and empties the outbox', async () => {
    queueReport('u1', queued('q1', 1));
    queueReport('u1', { ...queued('q2', 2), note: 'two' });
    const { sent, transport } = fakeServer([201, 200]);
    expect(await flushReports('u1', transport)).toBe(2);
    expect(sent.map((request) => [request.url, request.body])).toEqual([
      ['/api/questions/q1/reports', { reason: 'typo' }],
      ['/api/questions/q2/reports', { reason: 'typo', note: 'two' }],
    ]);
    expect(loadQueuedReports('u1')).toEqual([]);
    expect(isReported('u1', 'q1') && isReported('u1', 'q2')).toBe(true);
  });

  it('stops at a report that cannot go now and keeps it and the rest for the next time', async () => {
    queueReport('u1', queued('q1', 1));
    queueReport('u1', queued('q2', 2));
    expect(await flushReports('u1', fakeServer(['offline']).transport)).toBe(0);
    expect(await flushReports('u1', fakeServer([503]).transport)).toBe(0);
    expect(await flushReports('u1', fakeServer([401]).transport)).toBe(0);
    expect(await flushReports('u1', fakeServer([201], false).transport)).toBe(0);
    expect(loadQueuedReports('u1').map((entry) => entry.questionId)).toEqual(['q1', 'q2']);
    // A question the server does not know is dropped for good; the next one goes.
    expect(await flushReports('u1', fakeServer([404, 201]).transport)).toBe(2);
    expect(loadQueuedReports('u1')).toEqual([]);
    expect(isReported('u1', 'q1')).toBe(false);
    expect(isReported('u1', 'q2')).toBe(true);
  });

  it("a newer report of the same question replaces the one waiting; another learner's outbox is left alone", async () => {
    queueReport('u1', queued('q1', 1));
    queueReport('u1', { ...queued('q1', 2), reason: 'other', note: 'later' });
    queueReport('u2', queued('q9', 3));
    const { sent, transport } = fakeServer([201]);
    expect(await flushReports('u1', transport)).toBe(1);
    expect(sent.map((request) => request.body)).toEqual([{ reason: 'other', note: 'later' }]);
    expect(loadQueuedReports('u2').map((entry) => entry.questionId)).toEqual(['q9']);
  });
});
