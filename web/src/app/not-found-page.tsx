import { ButtonLink } from '@/components/button';
import { sharedTexts } from '@/lib/shared-texts';

/** Any unknown path (spec §2). */
export default function NotFoundPage() {
  const texts = sharedTexts.notFound;
  return (
    <main className="mx-auto flex min-h-[70dvh] max-w-xl flex-col items-center justify-center gap-4 px-4 pb-32 text-center">
      <p aria-hidden="true" className="text-6xl font-extrabold text-primary">
        {texts.code}
      </p>
      <h1 className="text-2xl font-bold">{texts.title}</h1>
      <ButtonLink to="/" replace size="lg">
        {texts.backHome}
      </ButtonLink>
    </main>
  );
}
