import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { subscriptionTexts } from '../subscription-texts';
import { PageLayout } from '@/components/page-layout';

const rowClasses =
  'flex items-center gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/** /currency-selection "Como deseja pagar?" (spec §2): Real → BRL screen, Euro → EUR screen. */
export default function CurrencySelectionPage() {
  const texts = subscriptionTexts.currency;
  return (
    <PageLayout title={texts.title} subtitle={texts.subtitle}>
      <div className="flex flex-col gap-3">
        <Link to="/gerenciar-assinatura" className={rowClasses}>
          <span aria-hidden="true" className="w-10 shrink-0 text-center text-2xl font-bold text-primary">
            R$
          </span>
          <span className="flex-1">
            <span className="block font-semibold">{texts.real}</span>
            <span className="block text-sm text-muted-foreground">{texts.realHint}</span>
          </span>
          <ChevronRight aria-hidden="true" className="size-5 text-muted-foreground" />
        </Link>
        <Link to="/gerenciar-subscricao-eur" className={rowClasses}>
          <span aria-hidden="true" className="w-10 shrink-0 text-center text-2xl font-bold text-primary">
            €
          </span>
          <span className="flex-1">
            <span className="block font-semibold">{texts.euro}</span>
            <span className="block text-sm text-muted-foreground">{texts.euroHint}</span>
          </span>
          <ChevronRight aria-hidden="true" className="size-5 text-muted-foreground" />
        </Link>
      </div>
    </PageLayout>
  );
}
