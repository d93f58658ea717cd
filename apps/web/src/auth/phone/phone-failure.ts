import { PHONE_FAILURE_REASONS, type PhoneFailureReason } from '@abhyas/domain';
import type { TFunction } from 'i18next';
import { ApiError } from '../../api/api-client.ts';

/** Which of the product's three failure texts a call's failure is told in. */
export type PhoneAction = 'number' | 'verification' | 'notifications';

const isReason = (value: string | undefined): value is PhoneFailureReason =>
  (PHONE_FAILURE_REASONS as readonly string[]).includes(value ?? '');

/**
 * A failed phone call in the learner's language: the product's text for the action with the
 * cause in their words ("Failed to update phone number: Invalid phone number format"); without
 * sign-in, "User not authenticated"; a cause the app does not know, in the server's own words.
 */
export function phoneFailureMessage(
  t: TFunction<'phone'>,
  action: PhoneAction,
  error: unknown,
  extra: { triesLeft?: number } = {},
): string {
  if (!(error instanceof ApiError)) {
    const reason = error instanceof TypeError ? t('reasons.offline') : String(error);
    return t(`errors.${action}`, { reason });
  }
  if (error.status === 401)
    return t(action === 'verification' ? 'errors.noPhone' : 'errors.notAuthenticated');
  if (error.reason === 'no-phone-number') return t('errors.noPhone');
  if (!isReason(error.reason)) return t(`errors.${action}`, { reason: error.message });
  const reason =
    error.reason === 'wrong-code' && extra.triesLeft !== undefined
      ? t('reasons.wrong-code-tries', { count: extra.triesLeft })
      : t(`reasons.${error.reason}`);
  return t(`errors.${action}`, { reason });
}
