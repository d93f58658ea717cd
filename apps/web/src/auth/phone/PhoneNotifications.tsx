import {
  mergePreferences,
  type PhoneNotificationTypes,
  type Preferences,
  type PreferencesUpdate,
  type UserProfile,
} from '@abhyas/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { phoneApi } from './phone-api.ts';
import { phoneFailureMessage } from './phone-failure.ts';

const TYPES: readonly (keyof PhoneNotificationTypes)[] = [
  'dailyReminder',
  'weeklyProgress',
  'achievements',
  'securityAlerts',
];

/** Notifications by SMS: the switch (a verified number first) and the four kinds of message. */
export function PhoneNotifications({
  profile,
  onSaved,
}: {
  profile: UserProfile;
  onSaved: (profile: UserProfile) => void;
}) {
  const { t } = useTranslation('phone');
  // Shown at once (domain's merge, as the server will store it), until the server answers.
  const [pending, setPending] = useState<Preferences | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const ids = { enable: useId(), hint: useId(), failure: useId() };
  const verified = profile.phoneNumber !== null && profile.phoneNumberVerified;
  const shown = pending ?? profile.preferences;
  const { enablePhoneNotifications, phoneNotificationTypes } = shown;

  async function save(update: PreferencesUpdate) {
    setPending(mergePreferences(shown, update));
    setFailure(null);
    try {
      onSaved(await phoneApi.updateNotifications(update));
    } catch (error) {
      setFailure(phoneFailureMessage(t, 'notifications', error));
    } finally {
      setPending(null);
    }
  }

  return (
    <fieldset className="phone-notifications" aria-busy={pending !== null}>
      <legend>{t('notifications.title')}</legend>
      <div className="auth-field auth-field--inline">
        <input
          id={ids.enable}
          type="checkbox"
          checked={enablePhoneNotifications}
          // Off can always be chosen; on needs a verified number (the server says the same).
          disabled={!verified && !enablePhoneNotifications}
          aria-describedby={`${ids.hint} ${ids.failure}`}
          onChange={(event) => void save({ enablePhoneNotifications: event.target.checked })}
        />
        <label htmlFor={ids.enable}>{t('notifications.enable')}</label>
      </div>
      <p className="auth-hint" id={ids.hint}>
        {verified ? t('notifications.stop') : t('notifications.needsVerified')}
      </p>
      <fieldset className="phone-notifications__types">
        <legend>{t('notifications.types')}</legend>
        {TYPES.map((type) => (
          <TypeSwitch
            key={type}
            label={t(`notifications.type.${type}`)}
            checked={phoneNotificationTypes[type]}
            onChange={(checked) => void save({ phoneNotificationTypes: { [type]: checked } })}
          />
        ))}
      </fieldset>
      <p className="auth-field__error" id={ids.failure} role="status">
        {failure ?? ''}
      </p>
    </fieldset>
  );
}

function TypeSwitch(props: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="auth-field auth-field--inline">
      <input
        id={id}
        type="checkbox"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <label htmlFor={id}>{props.label}</label>
    </div>
  );
}
