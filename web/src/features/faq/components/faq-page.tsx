import { Link } from 'react-router-dom';
import { faqTexts } from '../faq-texts';
import { FaqAccordion } from './faq-accordion';
import { PageLayout } from '@/components/page-layout';

/** /faq (spec §2 FAQ): the six questions in an accordion, one answer open at a time. */
export default function FaqPage() {
  return (
    <PageLayout title={faqTexts.title} subtitle={faqTexts.intro}>
      <FaqAccordion entries={faqTexts.entries} />

      <p className="mt-6 text-center text-sm text-muted-foreground">
        {faqTexts.moreHelp}{' '}
        <Link to="/ajuda" className="font-medium text-primary underline underline-offset-4">
          {faqTexts.contactLink}
        </Link>
      </p>
    </PageLayout>
  );
}
