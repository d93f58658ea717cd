import { describe, expect, it } from 'vitest';
import { maskedNumber, withoutSecret } from './sms-sender.ts';

describe('what the log and the gateway records keep of an SMS', () => {
  it('masks the code wherever the text has it', () => {
    const message = {
      to: '+919876543210',
      text: 'Your Abhyas code is 042917.\n\n@abhyas.example.org #042917',
      kind: 'verification-code',
      userUid: null,
      secret: '042917',
    };
    expect(withoutSecret(message)).toBe('Your Abhyas code is ••••••.\n\n@abhyas.example.org #••••••');
    expect(withoutSecret({ ...message, secret: undefined })).toBe(message.text);
  });

  it('keeps enough of a number to match a complaint, not to call it', () => {
    expect(maskedNumber('+919876543210')).toBe('+91******3210');
    expect(maskedNumber('+12345')).toBe('+*****');
  });
});
