import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../config/app-config-context.tsx';

/** schema.org description of the app for search engines: a free educational web application. */
export function buildStructuredData(options: {
  name: string;
  description: string;
  url: string;
  features: string[];
}): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name: options.name,
    description: options.description,
    url: options.url,
    applicationCategory: 'EducationalApplication',
    operatingSystem: 'Any',
    inLanguage: ['en', 'hi'],
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'INR' },
    featureList: options.features,
    audience: { '@type': 'EducationalAudience', educationalRole: 'student' },
  };
}

/** Renders the JSON-LD block when the `seo` feature is on. */
export function StructuredData() {
  const { t } = useTranslation('shell');
  const config = useAppConfig();
  if (!config.features.seo) return null;
  const features = t('meta.jsonLd.features', { returnObjects: true });
  const data = buildStructuredData({
    name: t('meta.siteName'),
    description: t('meta.jsonLd.description'),
    url: `${window.location.origin}/`,
    features: Array.isArray(features) ? features.map(String) : [],
  });
  return <script type="application/ld+json">{JSON.stringify(data)}</script>;
}
