import { InfoPage } from './InfoPage.tsx';

export default function TermsPage() {
  return (
    <InfoPage
      title="terms.title"
      intro={['terms.updated']}
      sections={[
        { title: 'terms.useTitle', body: ['terms.use'] },
        { title: 'terms.accountTitle', body: ['terms.account'] },
        { title: 'terms.contentTitle', body: ['terms.content'] },
        { title: 'terms.availabilityTitle', body: ['terms.availability'] },
        { title: 'terms.changesTitle', body: ['terms.changes'] },
      ]}
    />
  );
}
