import { useTranslation } from 'react-i18next';

export default function PrivacyPage() {
  const { t } = useTranslation('shell');
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
          <li>{t('privacy.analytics')}</li>
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
