import { describe, expect, it } from 'vitest';
import {
  achievementMessage,
  dailyReminderMessage,
  securityAlertMessage,
  weeklyProgressMessage,
} from './reminders.ts';

describe('the daily reminder', () => {
  it('links to the app and says how to stop it, on both channels, in one SMS', () => {
    const message = dailyReminderMessage('https://abhyas.example.org');
    expect(message.sms).toContain('https://abhyas.example.org/daily');
    expect(message.sms).toContain('To stop these SMS');
    // One SMS part: 160 characters of plain text (70 once any other character is in it).
    expect(message.sms).toMatch(/^[\x20-\x7E\n]+$/u);
    expect(message.sms.length).toBeLessThanOrEqual(160);
    expect(message.push).toMatchObject({ url: '/daily', tag: 'dailyReminder' });
    expect(message.push.body).toContain('To stop these');
  });

  it('tells each achievement with the link and how to stop them, in one SMS part', () => {
    for (const achievement of ['streak-7', 'correct-100'] as const) {
      const message = achievementMessage('https://abhyas.example.org', achievement);
      expect(message.sms).toContain('https://abhyas.example.org/');
      expect(message.sms).toContain('To stop these SMS, untick Achievements');
      expect(message.sms).toMatch(/^[\x20-\x7E\n]+$/u);
      expect(message.sms.length).toBeLessThanOrEqual(160);
      expect(message.push.body).toContain('To stop these');
    }
  });

  it('sums up the week: answers, accuracy, the rank and how it moved, in one SMS part', () => {
    const sms = (week: Parameters<typeof weeklyProgressMessage>[1]) =>
      weeklyProgressMessage('https://abhyas.example.org', week).sms.split('\n')[0];
    expect(sms({ attempted: 20, correct: 15, rank: 2, previousRank: 5 })).toBe(
      'Abhyas week: 20 answers, 75% right, rank 2 (up 3). https://abhyas.example.org/leaderboard',
    );
    expect(sms({ attempted: 20, correct: 15, rank: 7, previousRank: 5 })).toContain('rank 7 (down 2).');
    expect(sms({ attempted: 20, correct: 15, rank: 5, previousRank: 5 })).toContain('rank 5.');
    expect(sms({ attempted: 20, correct: 15, rank: 4, previousRank: null })).toContain('rank 4.');
    expect(sms({ attempted: 0, correct: 0, rank: null, previousRank: 3 })).toContain('0 answers, 0% right.');
    const whole = weeklyProgressMessage('https://abhyas.example.org', {
      attempted: 1234,
      correct: 999,
      rank: 10234,
      previousRank: 12345,
    });
    expect(whole.sms).toContain('To stop these SMS, untick Weekly progress');
    expect(whole.sms).toMatch(/^[\x20-\x7E\n]+$/u);
    expect(whole.sms.length).toBeLessThanOrEqual(160);
    expect(whole.push.body).toContain('To stop these');
  });

  it("names the new device and the time in the learner's zone, and what to do, in one SMS part", () => {
    const message = securityAlertMessage('https://abhyas.example.org', {
      device: 'Samsung Internet on Android',
      at: new Date('2026-03-02T13:30:00Z'),
      timeZone: 'Asia/Kolkata',
    });
    expect(message.sms).toContain('new sign-in on Samsung Internet on Android at 19:00.');
    expect(message.sms).toContain('Sign out everywhere');
    expect(message.sms).toContain('https://abhyas.example.org/');
    expect(message.sms).toContain('To stop: untick Security alerts.');
    expect(message.sms).toMatch(/^[\x20-\x7E\n]+$/u);
    expect(message.sms.length).toBeLessThanOrEqual(160);
    expect(message.push.body).toContain('To stop these');
  });
});
