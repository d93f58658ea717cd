import { describe, expect, it } from 'vitest';
import { unsentExport, unsentExportFileName } from './unsent-export.ts';

describe('unsentExport', () => {
  it('holds every set-aside update as queued, with its reason, in a dated file', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const entries = [
      { id: 'a', reason: 'Unknown question: q9', update: { id: 'a', answers: [] } },
      { id: undefined, reason: 'Invalid update: not an object', update: 7 },
    ];
    expect(JSON.parse(unsentExport('u1', entries, now))).toEqual({
      kind: 'abhyas-could-not-be-sent',
      exportedAt: '2026-11-25T12:00:00.000Z',
      userId: 'u1',
      updates: [
        { id: 'a', reason: 'Unknown question: q9', update: { id: 'a', answers: [] } },
        { id: null, reason: 'Invalid update: not an object', update: 7 },
      ],
    });
    expect(unsentExportFileName(now)).toBe('abhyas-could-not-be-sent-2026-11-25.json');
  });
});
