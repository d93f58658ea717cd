import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <article className="info-page">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <p>
        <Link className="button button--primary" to="/">
          {t('notFound.home')}
        </Link>
      </p>
    </article>
  );
}
