import type { PreferencesUpdate } from '@abhyas/domain';
import { createApiClient, jsonBody } from '../../api/api-client.ts';

const api = createApiClient();

/** The phone routes: the number, its verification by SMS, the invitation, the SMS preferences. */
export const phoneApi = {
  setNumber: (phoneNumber: string) =>
    api.json('/api/profile/phone', 'userProfileSchema', jsonBody('PUT', { phoneNumber })),
  removeNumber: () => api.json('/api/profile/phone', 'userProfileSchema', { method: 'DELETE' }),
  sendCode: () => api.json('/api/profile/phone/code', 'phoneCodeSentSchema', { method: 'POST' }),
  verify: (code: string) =>
    api.json('/api/profile/phone/verify', 'userProfileSchema', jsonBody('POST', { code })),
  skipInvitation: () =>
    api.json('/api/profile/phone/invitation-skipped', 'userProfileSchema', { method: 'POST' }),
  updateNotifications: (update: PreferencesUpdate) =>
    api.json('/api/profile/preferences', 'userProfileSchema', jsonBody('PATCH', update)),
};
