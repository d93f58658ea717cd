import { describe, expect, it } from 'vitest';
import { dailyReminderMessage } from './reminders.ts';

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
});
