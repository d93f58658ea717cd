import { InfoPage } from './InfoPage.tsx';

export default function AboutPage() {
  return (
    <InfoPage
      title="about.title"
      intro={['about.intro']}
      sections={[
        { title: 'about.howTitle', body: ['about.how'] },
        { title: 'about.subjectsTitle', body: ['about.subjects'] },
        { title: 'about.sourcesTitle', body: ['about.sources'] },
        { title: 'about.offlineTitle', body: ['about.offline'] },
        { title: 'about.freeTitle', body: ['about.free'] },
      ]}
    />
  );
}
