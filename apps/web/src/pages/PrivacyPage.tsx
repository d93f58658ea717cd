import { useTranslation } from 'react-i18next';
import { PRIVACY_NAMESPACE } from './privacy-i18n.ts';

const ANALYTICS_PARAGRAPHS = [
  'recorded',
  'anonymous',
  'signedIn',
  'doNotTrack',
  'retention',
  'thirdParties',
] as const;

const ADS_PARAGRAPHS = ['network', 'notShared'] as const;

export default function PrivacyPage() {
  const { t } = useTranslation('shell');
  const { t: tPrivacy } = useTranslation(PRIVACY_NAMESPACE);
  return (
    <article className="info-page">
      <h1>{t('privacy.title')}</h1>
      <p>{t('privacy.intro')}</p>
      <section>
        <h2>{t('privacy.storedTitle')}</h2>
        <ul>
          <li>{t('privacy.profile')}</li>
          <li>{t('privacy.answers')}</li>
          <li>{t('privacy.phone')}</li>
        </ul>
      </section>
      <section>
        <h2>{tPrivacy('analytics.title')}</h2>
        <p>{tPrivacy('analytics.intro')}</p>
        <ul>
          {ANALYTICS_PARAGRAPHS.map((key) => (
            <li key={key}>{tPrivacy(`analytics.${key}`)}</li>
          ))}
        </ul>
      </section>
      <section>
        <h2>{tPrivacy('ads.title')}</h2>
        <p>{tPrivacy('ads.intro')}</p>
        <ul>
          {ADS_PARAGRAPHS.map((key) => (
            <li key={key}>{tPrivacy(`ads.${key}`)}</li>
          ))}
        </ul>
      </section>
      <section>
        <h2>{t('privacy.deviceTitle')}</h2>
        <p>{t('privacy.device')}</p>
      </section>
      <section>
        <h2>{t('privacy.deleteTitle')}</h2>
        <p>{t('privacy.delete')}</p>
      </section>
      <section>
        <h2>{t('privacy.sharingTitle')}</h2>
        <p>{t('privacy.sharing')}</p>
      </section>
    </article>
  );
}
