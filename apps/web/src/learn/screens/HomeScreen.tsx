import type { AppConfig } from '@abhyas/domain';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../auth/auth-context.tsx';
import { useAppConfig } from '../../config/app-config-context.tsx';
import { lazyScreen } from '../../shell/chunk-retry.ts';
import { localName } from '../catalog/catalog-lookup.ts';
import '../learn.css';

// Only a signed-in learner is offered their anonymous work: a first visit does not load it
// (nor the progress code and schemas it needs).
const AnonymousWorkOffer = lazyScreen(() => import('../components/AnonymousWorkOffer.tsx'));
// What to do next reads the device's stores and the streak: a signed-in learner's chunk alone.
const HomeBlocks = lazyScreen(() => import('../home/HomeBlocks.tsx'));

export interface HomeScreenProps {
  /** The router may hand these over; the screen reads the same values itself. */
  config?: AppConfig;
  online?: boolean;
}

/** `/`: the parent categories (subjects) with their question counts. */
export default function HomeScreen(_props: HomeScreenProps) {
  const { t, i18n } = useTranslation('learn');
  const config = useAppConfig();
  const { user } = useAuth();
  const subjects = config.parentCategories.filter((parent) => parent.questionCount > 0);
  return (
    <section className="learn" aria-labelledby="learn-home-title">
      <h1 id="learn-home-title">{t('home.title')}</h1>
      <p className="learn-lead">{t('home.intro')}</p>
      {user && (
        <Suspense fallback={null}>
          <AnonymousWorkOffer />
        </Suspense>
      )}
      {user ? (
        <Suspense fallback={null}>
          <HomeBlocks />
        </Suspense>
      ) : (
        <div className="learn-notice" data-testid="home-visitor">
          <p>{t('home.visitor')}</p>
          <Link className="learn-button learn-button--primary" to="/daily">
            {t('home.dailyStart')}
          </Link>
        </div>
      )}
      {subjects.length === 0 ? (
        <p>{t('home.empty')}</p>
      ) : (
        <ul className="learn-cards">
          {subjects.map((parent) => (
            <li key={parent.id}>
              <Link className="learn-card" to={`/subjects/${parent.id}`}>
                <span className="learn-card__title">{localName(parent, i18n.language)}</span>
                <span className="learn-card__meta">
                  {parent.paperCount === undefined
                    ? t('common.questionCount', { count: parent.questionCount })
                    : t('common.paperCount', { count: parent.paperCount })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
