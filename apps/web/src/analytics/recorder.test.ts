// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createRecorder,
  FLUSH_AFTER_EVENTS,
  FLUSH_AFTER_MS,
  keptEventsKey,
  type RecorderDeps,
} from './recorder.ts';

interface Sent {
  body: { visitId?: string; events: { name: string; route?: string }[] };
  anonymous: boolean;
  beacon: boolean;
}

/** A recorder over a fake network: what it posted or beaconed, a switch for being online, its own timer. */
function recorderWith(options: { status?: number | undefined; beacon?: boolean; visitId?: string } = {}) {
  const sent: Sent[] = [];
  const state = {
    online: true,
    status: 'status' in options ? options.status : 204,
    timer: undefined as (() => void) | undefined,
  };
  const deps: RecorderDeps = {
    storage: localStorage,
    online: () => state.online,
    post: async (body, anonymous) => {
      sent.push({ body: JSON.parse(body), anonymous, beacon: false });
      return state.status;
    },
    beacon: (body) => {
      if (options.beacon === false) return false;
      sent.push({ body: JSON.parse(body), anonymous: false, beacon: true });
      return true;
    },
    visitId: options.visitId ?? 'visit-aaaaaaaaaaaaaaaaaaaa',
    setTimer: (run) => {
      state.timer = run;
      return 1;
    },
    clearTimer: () => {
      state.timer = undefined;
    },
  };
  return { recorder: createRecorder(deps), sent, state };
}

const signIn = (at = 1) => ({ name: 'sign_in' as const, at });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('turning analytics off', () => {
  it('is off with Do Not Track or Global Privacy Control, on without', async () => {
    const { trackingRefused } = await import('./track.ts');
    vi.stubGlobal('navigator', { doNotTrack: '1' });
    expect(trackingRefused()).toBe(true);
    vi.stubGlobal('navigator', { doNotTrack: null, globalPrivacyControl: true });
    expect(trackingRefused()).toBe(true);
    vi.stubGlobal('navigator', { doNotTrack: '0', globalPrivacyControl: false });
    expect(trackingRefused()).toBe(false);
  });

  it('records nothing, keeps nothing, once switched off (the flag off)', async () => {
    vi.resetModules();
    vi.stubGlobal('navigator', { doNotTrack: null });
    const { track, connectRecorder, switchAnalyticsOff } = await import('./track.ts');
    track({ name: 'sign_in' });
    switchAnalyticsOff();
    track({ name: 'sign_out' });
    const received: string[] = [];
    connectRecorder((event) => received.push(event.name));
    track({ name: 'sign_out' });
    expect(received).toEqual([]);
  });

  it('with Do Not Track from the start, even the calls before the recorder loads are dropped', async () => {
    vi.resetModules();
    vi.stubGlobal('navigator', { doNotTrack: '1' });
    const { track, connectRecorder } = await import('./track.ts');
    track({ name: 'sign_in' });
    const received: string[] = [];
    connectRecorder((event) => received.push(event.name));
    track({ name: 'sign_out' });
    expect(received).toEqual([]);
  });

  it('hands the recorder what was tracked before it loaded, in order', async () => {
    vi.resetModules();
    vi.stubGlobal('navigator', { doNotTrack: null });
    const { track, connectRecorder } = await import('./track.ts');
    track({ name: 'page_view', path: '/' });
    track({ name: 'sign_in' });
    const received: string[] = [];
    connectRecorder((event) => received.push(event.name));
    track({ name: 'sign_out' });
    expect(received).toEqual(['page_view', 'sign_in', 'sign_out']);
  });
});

describe('the recorder', () => {
  it(`sends a batch at ${FLUSH_AFTER_EVENTS} events, or ${FLUSH_AFTER_MS / 1000} s after the first`, async () => {
    const { recorder, sent, state } = recorderWith();
    for (let index = 1; index < FLUSH_AFTER_EVENTS; index += 1) recorder.record({ name: 'sign_in' }, index);
    await settle();
    expect(sent).toHaveLength(0);
    recorder.record({ name: 'sign_out' }, 99);
    await settle();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body.events).toHaveLength(FLUSH_AFTER_EVENTS);

    recorder.record({ name: 'sign_in' }, 100);
    expect(state.timer).toBeDefined();
    state.timer?.();
    await settle();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body.events.map((event) => event.name)).toEqual(['sign_in']);
  });

  it('keeps the route template of a page view, never the address, and stamps it on later events', async () => {
    const { recorder, sent } = recorderWith();
    recorder.record({ name: 'page_view', path: '/quiz/indian-history' }, 1);
    recorder.record({ name: 'quiz_started', topicId: 'indian-history', questions: 10 }, 2);
    recorder.record({ name: 'page_view', path: '/u/someone@example.com' }, 3);
    await recorder.flush();
    const events = sent[0]?.body.events ?? [];
    expect(events.map((event) => event.route)).toEqual(['/quiz/:subcategoryId', '/quiz/:subcategoryId', '*']);
    expect(JSON.stringify(sent[0]?.body)).not.toContain('someone@example.com');
  });

  it('drops an event the server would refuse, so the rest of the batch goes', async () => {
    const { recorder, sent } = recorderWith();
    recorder.record({ name: 'quiz_started', topicId: 'not a slug!', questions: 1 }, 1);
    recorder.record(signIn(2), 2);
    await recorder.flush();
    expect(sent[0]?.body.events.map((event) => event.name)).toEqual(['sign_in']);
  });

  it("sends an anonymous visit's events with its visit id and no cookie; a learner's with neither", async () => {
    const { recorder, sent } = recorderWith();
    recorder.record({ name: 'sign_in' }, 1);
    await recorder.flush();
    expect(sent[0]).toMatchObject({ body: { visitId: 'visit-aaaaaaaaaaaaaaaaaaaa' }, anonymous: true });

    recorder.setIdentity('learner-1');
    recorder.record({ name: 'sign_out' }, 2);
    await recorder.flush();
    expect(sent[1]?.anonymous).toBe(false);
    expect(sent[1]?.body).not.toHaveProperty('visitId');
  });

  it("sends an anonymous visit's events as anonymous before a sign-in takes over", async () => {
    const { recorder, sent } = recorderWith();
    recorder.record({ name: 'page_view', path: '/' }, 1);
    recorder.setIdentity('learner-2');
    recorder.record({ name: 'sign_in' }, 2);
    await recorder.flush();
    expect(sent.map((batch) => [batch.anonymous, batch.body.visitId, batch.body.events[0]?.name])).toEqual([
      [true, 'visit-aaaaaaaaaaaaaaaaaaaa', 'page_view'],
      [false, undefined, 'sign_in'],
    ]);
  });

  it('keeps events on the device while offline, without the visit id, and sends them once online', async () => {
    const { recorder, sent, state } = recorderWith();
    state.online = false;
    recorder.record({ name: 'page_view', path: '/daily' }, 1);
    await recorder.flush();
    expect(sent).toHaveLength(0);
    const kept = localStorage.getItem(keptEventsKey(null)) ?? '';
    expect(JSON.parse(kept)).toEqual([{ name: 'page_view', at: 1, route: '/daily' }]);

    state.online = true;
    await recorder.flush();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ events: [{ name: 'page_view', at: 1, route: '/daily' }] });
    expect(localStorage.getItem(keptEventsKey(null))).toBeNull();
  });

  it('keeps a batch the server could not take now (no answer, 429, 5xx) and sends it later', async () => {
    for (const status of [undefined, 429, 503]) {
      localStorage.clear();
      const { recorder, sent, state } = recorderWith({ status });
      recorder.record(signIn(), 1);
      await recorder.flush();
      expect(sent).toHaveLength(1);
      expect(JSON.parse(localStorage.getItem(keptEventsKey(null)) ?? '[]')).toHaveLength(1);
      state.status = 204;
      await recorder.flush();
      expect(sent).toHaveLength(2);
      expect(localStorage.getItem(keptEventsKey(null))).toBeNull();
    }
  });

  it("keeps a learner's events apart from anonymous ones", async () => {
    const { recorder, state } = recorderWith();
    recorder.setIdentity('learner-3');
    state.online = false;
    recorder.record(signIn(), 1);
    await recorder.flush();
    expect(localStorage.getItem(keptEventsKey('learner-3'))).not.toBeNull();
    expect(localStorage.getItem(keptEventsKey(null))).toBeNull();
  });

  it('stores no visit id: two visits have different ids and neither is anywhere in storage', async () => {
    const first = recorderWith({ visitId: 'visit-first-000000000000' });
    const second = recorderWith({ visitId: 'visit-second-00000000000' });
    expect(first.recorder.visitId).not.toBe(second.recorder.visitId);
    for (const { recorder, state } of [first, second]) {
      state.online = false;
      recorder.record(signIn(), 1);
      await recorder.flush();
      recorder.flushOnHide();
    }
    const everything = Object.keys(localStorage)
      .map((key) => `${key}=${localStorage.getItem(key)}`)
      .join('\n');
    expect(everything).not.toContain('visit-first');
    expect(everything).not.toContain('visit-second');
    expect(everything).not.toContain('visitId');
  });

  it('sends by beacon when the page is hidden, and keeps the events when the beacon is refused', async () => {
    const { recorder, sent } = recorderWith();
    recorder.record(signIn(), 1);
    recorder.flushOnHide();
    expect(sent).toEqual([
      {
        body: { visitId: 'visit-aaaaaaaaaaaaaaaaaaaa', events: [{ name: 'sign_in', at: 1 }] },
        anonymous: false,
        beacon: true,
      },
    ]);

    const refused = recorderWith({ beacon: false });
    refused.recorder.record(signIn(2), 2);
    refused.recorder.flushOnHide();
    expect(JSON.parse(localStorage.getItem(keptEventsKey(null)) ?? '[]')).toEqual([
      { name: 'sign_in', at: 2 },
    ]);
  });

  it('stops for the visit and forgets what it kept when the server has analytics off (404)', async () => {
    localStorage.setItem(keptEventsKey(null), JSON.stringify([{ name: 'sign_in', at: 1 }]));
    const { recorder, sent } = recorderWith({ status: 404 });
    recorder.record(signIn(2), 2);
    await recorder.flush();
    expect(sent).toHaveLength(1);
    expect(localStorage.getItem(keptEventsKey(null))).toBeNull();
    recorder.record(signIn(3), 3);
    await recorder.flush();
    expect(sent).toHaveLength(1);
  });
});
