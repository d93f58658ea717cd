import { describe, expect, it } from 'vitest';
import { achievementMessage, dailyReminderMessage } from './reminders.ts';

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
});
