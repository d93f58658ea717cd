import { useTranslation } from 'react-i18next';

export interface InfoSection {
  /** i18n keys in the shell namespace. */
  title: string;
  body: string[];
}

interface InfoPageProps {
  title: string;
  intro: string[];
  sections: InfoSection[];
}

/** A page of prose: heading, introduction and titled sections, all from the shell namespace. */
export function InfoPage({ title, intro, sections }: InfoPageProps) {
  const { t } = useTranslation('shell');
  return (
    <article className="info-page">
      <h1>{t(title)}</h1>
      {intro.map((key) => (
        <p key={key}>{t(key)}</p>
      ))}
      {sections.map((section) => (
        <section key={section.title}>
          <h2>{t(section.title)}</h2>
          {section.body.map((key) => (
            <p key={key}>{t(key)}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
