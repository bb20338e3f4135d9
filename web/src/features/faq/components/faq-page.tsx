import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router-dom';
import { faqTexts } from '../faq-texts';
import { PageLayout } from '@/components/page-layout';

/** /faq (spec §2 FAQ): the six questions in an accordion, one answer open at a time. */
export default function FaqPage() {
  return (
    <PageLayout title={faqTexts.title} subtitle={faqTexts.intro}>
      <Accordion.Root
        type="single"
        collapsible
        className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-card shadow-sm"
      >
        {faqTexts.entries.map((entry) => (
          <Accordion.Item key={entry.id} value={entry.id}>
            <Accordion.Header asChild>
              <h2>
                <Accordion.Trigger className="group flex w-full items-center gap-3 px-4 py-4 text-left font-semibold hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset">
                  <span className="flex-1">{entry.question}</span>
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
                  />
                </Accordion.Trigger>
              </h2>
            </Accordion.Header>
            <Accordion.Content className="flex flex-col gap-3 px-4 pb-4 text-muted-foreground">
              {entry.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>

      <p className="mt-6 text-center text-sm text-muted-foreground">
        {faqTexts.moreHelp}{' '}
        <Link to="/ajuda" className="font-medium text-primary underline underline-offset-4">
          {faqTexts.contactLink}
        </Link>
      </p>
    </PageLayout>
  );
}
