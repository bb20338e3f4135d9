import { ChevronRight, CircleHelp, Crown, MessageCircleQuestion } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useId, useSyncExternalStore, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { settingsTexts as texts } from '../settings-texts';
import { AisleOrderSection } from './aisle-order-section';
import { PageLayout } from '@/components/page-layout';
import { Switch } from '@/components/switch';
import { useSubscription } from '@/hooks/use-subscription';
import { cn } from '@/lib/cn';
import { updateSettings, useSettings, type Settings } from '@/lib/settings';

const rowClasses = 'flex min-h-16 items-center gap-3 px-4 py-3';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-6 first:mt-0">
      <h2 id={id} className="mb-2 px-1 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </h2>
      <div className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
        {children}
      </div>
    </section>
  );
}

function LinkRow({ to, label, hint, icon: Icon }: { to: string; label: string; hint: string; icon: LucideIcon }) {
  return (
    <Link
      to={to}
      className={cn(
        rowClasses,
        'hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none focus-visible:ring-inset',
      )}
    >
      <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
      <span className="min-w-0 flex-1">
        <span className="block font-medium">{label}</span>
        <span className="block text-sm text-muted-foreground">{hint}</span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 text-muted-foreground" />
    </Link>
  );
}

interface SwitchRowProps {
  label: string;
  hint: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  tag?: string;
}

function SwitchRow({ label, hint, checked, onCheckedChange, disabled, tag }: SwitchRowProps) {
  const labelId = useId();
  const hintId = useId();
  return (
    <div className={rowClasses}>
      <div className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2">
          <span id={labelId} className="font-medium">
            {label}
          </span>
          {tag ? (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900 dark:bg-amber-900 dark:text-amber-100">
              {tag}
            </span>
          ) : null}
        </span>
        <span id={hintId} className="block text-sm text-muted-foreground">
          {hint}
        </span>
      </div>
      <Switch
        checked={checked}
        onCheckedChange={onCheckedChange}
        labelledBy={labelId}
        describedBy={hintId}
        disabled={disabled}
      />
    </div>
  );
}

function CurrencyChoice({ value }: { value: Settings['selectedCurrency'] }) {
  const titleId = useId();
  const options = [
    { value: 'BRL', label: texts.currencyBrl },
    { value: 'EUR', label: texts.currencyEur },
  ] as const;
  return (
    <div role="radiogroup" aria-labelledby={titleId} className="px-4 py-3">
      <span id={titleId} className="mb-2 block font-medium">
        {texts.currency}
      </span>
      <div className="grid grid-cols-2 gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex min-h-11 cursor-pointer items-center justify-center rounded-xl border px-2 text-center text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              value === option.value
                ? 'border-primary bg-accent text-accent-foreground'
                : 'border-border text-foreground hover:bg-muted',
            )}
          >
            <input
              type="radio"
              name="currency"
              value={option.value}
              checked={value === option.value}
              onChange={() => updateSettings({ selectedCurrency: option.value })}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </div>
  );
}

const systemDarkQuery = '(prefers-color-scheme: dark)';

function subscribeToSystemTheme(onChange: () => void): () => void {
  const query = window.matchMedia(systemDarkQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The system's theme; light in the build's pre-render, which index.html shows only where the switch is off. */
function useSystemDark(): boolean {
  return useSyncExternalStore(
    subscribeToSystemTheme,
    () => window.matchMedia(systemDarkQuery).matches,
    () => false,
  );
}

/**
 * /configuracoes (spec §2 Settings): subscription, prices and currency, grouping by
 * category (premium only), the theme, help and the legal pages. Each change applies to
 * every screen at once.
 */
export default function SettingsPage() {
  const settings = useSettings();
  const { isPremium } = useSubscription();
  const systemDark = useSystemDark();
  const dark = settings.theme ? settings.theme === 'dark' : systemDark;

  return (
    <PageLayout title={texts.title}>
      <Section title={texts.subscriptionSection}>
        <LinkRow
          to="/gerenciar-assinatura"
          label={texts.manageSubscription}
          hint={texts.manageSubscriptionHint}
          icon={Crown}
        />
      </Section>

      <Section title={texts.listsSection}>
        <SwitchRow
          label={texts.showPrices}
          hint={texts.showPricesHint}
          checked={settings.showPriceFields}
          onCheckedChange={(showPriceFields) => updateSettings({ showPriceFields })}
        />
        <CurrencyChoice value={settings.selectedCurrency} />
        <SwitchRow
          label={texts.categorize}
          hint={isPremium ? texts.categorizeHint : texts.premiumOnly}
          checked={isPremium && settings.categorizeItems}
          onCheckedChange={(categorizeItems) => updateSettings({ categorizeItems })}
          disabled={!isPremium}
          tag={isPremium ? undefined : texts.premiumTag}
        />
      </Section>
      {isPremium && settings.categorizeItems ? <AisleOrderSection /> : null}

      <Section title={texts.appearanceSection}>
        <SwitchRow
          label={texts.darkTheme}
          hint={texts.darkThemeHint}
          checked={dark}
          onCheckedChange={(on) => updateSettings({ theme: on ? 'dark' : 'light' })}
        />
      </Section>

      <Section title={texts.supportSection}>
        <LinkRow to="/ajuda" label={texts.help} hint={texts.helpHint} icon={CircleHelp} />
        <LinkRow to="/faq" label={texts.faq} hint={texts.helpHint} icon={MessageCircleQuestion} />
      </Section>

      <nav aria-label={texts.legalLinksLabel} className="mt-6 flex justify-center gap-6 text-sm">
        <Link to="/termos-de-uso" className="font-medium text-primary underline-offset-4 hover:underline">
          {texts.terms}
        </Link>
        <Link to="/politica-privacidade" className="font-medium text-primary underline-offset-4 hover:underline">
          {texts.privacy}
        </Link>
      </nav>
    </PageLayout>
  );
}
