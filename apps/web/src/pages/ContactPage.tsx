import { useTranslation } from 'react-i18next';

export default function ContactPage() {
  const { t } = useTranslation('shell');
  const email = t('contact.email');
  return (
    <article className="info-page">
      <h1>{t('contact.title')}</h1>
      <p>{t('contact.intro')}</p>
      <p>
        {t('contact.emailLabel')}: <a href={`mailto:${email}`}>{email}</a>
      </p>
      <section>
        <h2>{t('contact.questionsTitle')}</h2>
        <p>{t('contact.questions')}</p>
      </section>
      <section>
        <h2>{t('contact.accountTitle')}</h2>
        <p>{t('contact.account')}</p>
      </section>
      <section>
        <h2>{t('contact.operatorTitle')}</h2>
        <p>{t('contact.operator')}</p>
      </section>
    </article>
  );
}
