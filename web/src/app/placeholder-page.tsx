import { Construction } from 'lucide-react';
import { PageLayout } from '@/components/page-layout';
import { sharedTexts } from '@/lib/shared-texts';

interface PlaceholderPageProps {
  title: string;
}

/** A screen a later issue builds: its title and a short note. */
export default function PlaceholderPage({ title }: PlaceholderPageProps) {
  return (
    <PageLayout title={title}>
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-card p-8 text-center text-muted-foreground">
        <Construction aria-hidden="true" className="size-10" />
        <p>{sharedTexts.comingSoon}</p>
      </div>
    </PageLayout>
  );
}
