import * as Tabs from '@radix-ui/react-tabs';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { authTexts } from '../auth-texts';
import { useAuthNavigation } from '../hooks/use-auth-navigation';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { PageLayout } from '@/components/page-layout';
import { loadAuth } from '@/lib/session';

type AuthTab = 'signIn' | 'signUp';

const tabClasses =
  'flex-1 rounded-lg px-3 py-2.5 text-base font-semibold text-muted-foreground transition-colors data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** The auth library, fetched as the user starts on a form rather than before the screen's first paint. */
const warmUpAuth = () => void loadAuth().catch(() => undefined);

/** /auth (spec §2 Auth): tabs "Entrar" and "Cadastrar"; honours returnTo, showRegistration, fromUpgrade. */
export default function AuthPage() {
  const { showRegistration, fromUpgrade, goToDestination } = useAuthNavigation();
  const [tab, setTab] = useState<AuthTab>(showRegistration ? 'signUp' : 'signIn');

  return (
    <PageLayout title={authTexts.title} subtitle={authTexts.subtitle}>
      {fromUpgrade ? (
        <p className="mb-4 flex items-center gap-2 rounded-xl bg-accent p-3 text-sm text-accent-foreground">
          <Sparkles aria-hidden="true" className="size-5 shrink-0" />
          {authTexts.fromUpgradeNote}
        </p>
      ) : null}
      <Tabs.Root
        value={tab}
        onValueChange={(value) => setTab(value as AuthTab)}
        onFocusCapture={warmUpAuth}
        onPointerDownCapture={warmUpAuth}
      >
        <Tabs.List aria-label={authTexts.tabsLabel} className="mb-6 flex gap-1 rounded-xl bg-muted p-1">
          <Tabs.Trigger value="signIn" className={tabClasses}>
            {authTexts.signInTab}
          </Tabs.Trigger>
          <Tabs.Trigger value="signUp" className={tabClasses}>
            {authTexts.signUpTab}
          </Tabs.Trigger>
        </Tabs.List>
        <div className="rounded-2xl border border-border bg-card p-5 shadow-sm">
          <Tabs.Content value="signIn" className="focus-visible:outline-none">
            <SignInForm onSuccess={goToDestination} />
          </Tabs.Content>
          <Tabs.Content value="signUp" className="focus-visible:outline-none">
            <SignUpForm onSuccess={goToDestination} />
          </Tabs.Content>
        </div>
      </Tabs.Root>
    </PageLayout>
  );
}
