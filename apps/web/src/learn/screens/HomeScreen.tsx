import type { AppConfig } from '@abhyas/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppConfig } from '../../config/app-config-context.tsx';
import { localName } from '../catalog/catalog-lookup.ts';
import { AnonymousWorkOffer } from '../components/AnonymousWorkOffer.tsx';
import '../learn.css';

export interface HomeScreenProps {
  /** The router may hand these over; the screen reads the same values itself. */
  config?: AppConfig;
  online?: boolean;
}

/** `/`: the parent categories (subjects) with their question counts. */
export default function HomeScreen(_props: HomeScreenProps) {
  const { t, i18n } = useTranslation('learn');
  const config = useAppConfig();
  const subjects = config.parentCategories.filter((parent) => parent.questionCount > 0);
  return (
    <section className="learn" aria-labelledby="learn-home-title">
      <h1 id="learn-home-title">{t('home.title')}</h1>
      <p className="learn-lead">{t('home.intro')}</p>
      <AnonymousWorkOffer />
      {subjects.length === 0 ? (
        <p>{t('home.empty')}</p>
      ) : (
        <ul className="learn-cards">
          {subjects.map((parent) => (
            <li key={parent.id}>
              <Link className="learn-card" to={`/subjects/${parent.id}`}>
                <span className="learn-card__title">{localName(parent, i18n.language)}</span>
                <span className="learn-card__meta">
                  {t('common.questionCount', { count: parent.questionCount })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
