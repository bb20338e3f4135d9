import { CircleCheck, CirclePlay, Mic, ShoppingBasket } from 'lucide-react';
import { homeTexts } from '../home-texts';
import { ContinueDraftCard } from './continue-draft-card';
import { InstallBanner } from './install-banner';
import { buttonClasses, ButtonLink } from '@/components/button';
import { useDrafts } from '@/hooks/use-drafts';
import { tutorialIsExternal, tutorialVideoUrl } from '@/lib/app-links';
import { sortByUpdate } from '@/lib/drafts/draft-store';

/**
 * Home (spec §2): tagline, the "Continuar" card of the latest draft, the main button to
 * /add-items ("Nova Lista" when a draft exists, else "Iniciar Lista") and the tutorial
 * link, and the install banner.
 */
export default function HomePage() {
  const drafts = useDrafts();
  const latest = sortByUpdate(drafts)[0];
  return (
    <main className="mx-auto flex w-full max-w-xl flex-col items-center px-4 pt-10 pb-32 text-center">
      <div
        aria-hidden="true"
        className="mb-6 flex size-24 items-center justify-center rounded-3xl bg-primary text-primary-foreground shadow-lg"
      >
        <ShoppingBasket className="size-12" />
      </div>
      <h1 className="text-3xl font-extrabold tracking-tight">{homeTexts.title}</h1>
      <p className="mt-3 max-w-sm text-lg text-muted-foreground">{homeTexts.tagline}</p>

      {latest ? <ContinueDraftCard key={latest.id} draft={latest} /> : null}

      <ButtonLink to="/add-items" size="lg" className={latest ? 'mt-6 w-full max-w-sm' : 'mt-10 w-full max-w-sm'}>
        <Mic aria-hidden="true" className="size-6" />
        {latest ? homeTexts.newList : homeTexts.startList}
      </ButtonLink>

      {tutorialIsExternal ? (
        <a
          href={tutorialVideoUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('outline', 'md', 'mt-4 w-full max-w-sm')}
        >
          <CirclePlay aria-hidden="true" className="size-5" />
          {homeTexts.howToUse}
          <span className="sr-only">{homeTexts.howToUseHint}</span>
        </a>
      ) : (
        <ButtonLink to={tutorialVideoUrl} variant="outline" className="mt-4 w-full max-w-sm">
          <CirclePlay aria-hidden="true" className="size-5" />
          {homeTexts.howToUse}
        </ButtonLink>
      )}

      <InstallBanner />

      <ul className="mt-10 w-full max-w-sm space-y-3 text-left text-muted-foreground">
        {homeTexts.features.map((feature) => (
          <li key={feature} className="flex items-center gap-3 px-2">
            <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-primary" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </main>
  );
}
