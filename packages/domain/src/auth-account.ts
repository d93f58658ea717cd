import { z } from 'zod';
import { displayNameSchema } from './display-name.ts';

/** The built-in provider's smallest accepted password length. */
export const MIN_PASSWORD_LENGTH = 8;

const COMMON_PASSWORDS = new Set([
  'password',
  'password1',
  'password123',
  '12345678',
  '123456789',
  '1234567890',
  'qwerty123',
  'qwertyuiop',
  'iloveyou',
  'abcd1234',
  '11111111',
  '00000000',
  'india123',
  'abhyas123',
]);

/** Why a password is refused, or undefined when it is acceptable. */
export function passwordWeakness(password: string, email: string): 'too-short' | 'too-common' | undefined {
  if ([...password].length < MIN_PASSWORD_LENGTH) return 'too-short';
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower) || new Set(lower).size < 4) return 'too-common';
  const localPart = email.toLowerCase().split('@')[0];
  if (localPart && lower === localPart) return 'too-common';
  return undefined;
}

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email()).pipe(z.string().max(254));

/** The built-in provider's account-creation form. */
export const createAccountSchema = z.object({
  name: displayNameSchema,
  email: emailSchema,
  password: z.string().min(1).max(200),
});

/** The built-in provider's sign-in form. */
export const passwordSignInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(200),
});
