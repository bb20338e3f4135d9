import { Check, LogOut, MessageCircle } from 'lucide-react';
import { useId } from 'react';
import { useAcceptAgreement } from '../hooks/use-accept-agreement';
import { useGoBack } from '../hooks/use-go-back';
import { legalTexts, type LegalDocumentKind, type LegalSection } from '../legal-texts';
import { Button, ButtonLink } from '@/components/button';
import { PageLayout } from '@/components/page-layout';

function Section({ section }: { section: LegalSection }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {section.heading}
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.bullets ? (
        <ul className="flex list-disc flex-col gap-1.5 pl-6">
          {section.bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      ) : null}
      {section.linkToHelp ? (
        <ButtonLink to="/ajuda" variant="outline" className="self-start">
          <MessageCircle aria-hidden="true" className="size-5" />
          {legalTexts.helpLink}
        </ButtonLink>
      ) : null}
    </section>
  );
}

/**
 * /termos-de-uso and /politica-privacidade (spec §2, §4 Agreements): the document in
 * headed sections, then "Aceitar e fechar" (records the acceptance, then goes back one
 * page) and "Sair" (goes back one page).
 */
export function LegalDocumentPage({ kind }: { kind: LegalDocumentKind }) {
  const legalDocument = legalTexts.documents[kind];
  const accept = useAcceptAgreement(kind);
  const goBack = useGoBack();

  function handleAccept() {
    accept.mutate();
    goBack();
  }

  return (
    <PageLayout title={legalDocument.title} subtitle={legalDocument.updatedAt}>
      <article className="flex flex-col gap-8 leading-relaxed">
        <div className="flex flex-col gap-3">
          {legalDocument.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {legalDocument.sections.map((section) => (
          <Section key={section.heading} section={section} />
        ))}
      </article>

      <div
        role="group"
        aria-label={legalTexts.actionsLabel}
        className="mt-10 flex flex-col gap-3 border-t border-border pt-6"
      >
        <Button size="lg" className="w-full" onClick={handleAccept}>
          <Check aria-hidden="true" className="size-5" />
          {legalTexts.accept}
        </Button>
        <Button variant="outline" size="lg" className="w-full" onClick={goBack}>
          <LogOut aria-hidden="true" className="size-5" />
          {legalTexts.leave}
        </Button>
      </div>
    </PageLayout>
  );
}
