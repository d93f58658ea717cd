import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** An unknown subject, category or topic id: say so, and offer a way back. */
export function NotFoundState({ message }: { message: string }) {
  const { t } = useTranslation('learn');
  return (
    <section className="learn learn-not-found" aria-labelledby="learn-not-found-title">
      <h1 id="learn-not-found-title">{t('notFound.title')}</h1>
      <p>{message}</p>
      <Link className="learn-button learn-button--primary" to="/">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
