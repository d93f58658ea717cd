import { describe, expect, it } from 'vitest';
import {
  draftOf,
  FORM,
  keepDraft,
  openingView,
  settleDraft,
  viewAfterSend,
  viewOnSend,
} from './report-dialog-state.ts';

describe('the report dialog', () => {
  it('opens on an invitation to sign in for a visitor, and on what the device knows for a learner', () => {
    expect(openingView({ signedIn: false, reported: false, queued: false })).toEqual({ step: 'sign-in' });
    expect(openingView({ signedIn: true, reported: true, queued: false })).toEqual({
      step: 'done',
      outcome: 'already',
    });
    expect(openingView({ signedIn: true, reported: false, queued: true })).toEqual({
      step: 'done',
      outcome: 'queued',
    });
    expect(openingView({ signedIn: true, reported: false, queued: false })).toEqual(FORM);
  });

  it('asks for a reason before sending, and sends with one', () => {
    expect(viewOnSend(null)).toEqual({ step: 'form', sending: false, problem: 'choose-reason' });
    expect(viewOnSend('typo')).toEqual({ step: 'form', sending: true, problem: null });
  });

  it('keeps the form after a failure, asks to sign in after a lost session, and ends otherwise', () => {
    expect(viewAfterSend('failed')).toEqual({ step: 'form', sending: false, problem: 'failed' });
    expect(viewAfterSend('sign-in')).toEqual({ step: 'sign-in' });
    expect(viewAfterSend('sent')).toEqual({ step: 'done', outcome: 'sent' });
    expect(viewAfterSend('already')).toEqual({ step: 'done', outcome: 'already' });
    expect(viewAfterSend('queued')).toEqual({ step: 'done', outcome: 'queued' });
  });

  it('keeps the note the learner wrote until the report is sent or kept for sending', () => {
    expect(draftOf('q1')).toEqual({ reason: null, note: '' });
    keepDraft('q1', { reason: 'two-right', note: 'B and C' });
    for (const outcome of ['failed', 'sign-in'] as const) {
      settleDraft('q1', outcome);
      expect(draftOf('q1')).toEqual({ reason: 'two-right', note: 'B and C' });
    }
    expect(draftOf('q2')).toEqual({ reason: null, note: '' });
    settleDraft('q1', 'queued');
    expect(draftOf('q1')).toEqual({ reason: null, note: '' });
  });
});
