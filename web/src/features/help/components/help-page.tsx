import { ChevronRight, CircleHelp } from 'lucide-react';
import { Link } from 'react-router-dom';
import { helpTexts } from '../help-texts';
import { ContactForm } from './contact-form';
import { PageLayout } from '@/components/page-layout';

/** /ajuda (spec §2 Help): a link to the FAQ and the contact form, then the legal pages. */
export default function HelpPage() {
  return (
    <PageLayout title={helpTexts.title}>
      <Link
        to="/faq"
        className="flex items-center gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground"
        >
          <CircleHelp className="size-6" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold">{helpTexts.faqLink}</span>
          <span className="block text-sm text-muted-foreground">{helpTexts.faqLinkDescription}</span>
        </span>
        <ChevronRight aria-hidden="true" className="size-5 text-muted-foreground" />
      </Link>

      <section aria-labelledby="contact-title" className="mt-6 rounded-2xl border border-border bg-card p-5 shadow-sm">
        <h2 id="contact-title" className="text-lg font-semibold">
          {helpTexts.contactTitle}
        </h2>
        <p className="mt-1 mb-5 text-sm text-muted-foreground">{helpTexts.contactDescription}</p>
        <ContactForm />
      </section>

      <nav aria-label={helpTexts.legalLinksLabel} className="mt-6 flex justify-center gap-6 text-sm">
        <Link to="/termos-de-uso" className="font-medium text-primary underline-offset-4 hover:underline">
          {helpTexts.termsLink}
        </Link>
        <Link to="/politica-privacidade" className="font-medium text-primary underline-offset-4 hover:underline">
          {helpTexts.privacyLink}
        </Link>
      </nav>
    </PageLayout>
  );
}
