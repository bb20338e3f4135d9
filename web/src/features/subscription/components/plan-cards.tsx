import { Check } from 'lucide-react';
import type { Plan } from '@domain/subscriptions/subscription';
import type { SubscriptionScreenTexts } from '../subscription-texts';
import { Button } from '@/components/button';
import { premiumTexts } from '@/components/premium/premium-texts';
import { cn } from '@/lib/cn';

interface PlanCardsProps {
  texts: SubscriptionScreenTexts;
  /** The plan whose checkout is starting (its button shows it and both are disabled). */
  pending: Plan | null;
  onChoose: (plan: Plan) => void;
}

/** The monthly and yearly cards (spec §2, §9); yearly is tagged "MAIS POPULAR". */
export function PlanCards({ texts, pending, onChoose }: PlanCardsProps) {
  const cards = [
    {
      plan: 'monthly' as const,
      name: texts.monthly,
      price: texts.monthlyPrice,
      per: texts.perMonth,
      button: texts.subscribeMonthly,
    },
    {
      plan: 'yearly' as const,
      name: texts.yearly,
      price: texts.yearlyPrice,
      per: texts.perYear,
      button: texts.subscribeYearly,
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-2 rounded-2xl border border-border bg-card p-4 text-sm shadow-sm">
        {premiumTexts.benefits.map((benefit) => (
          <li key={benefit} className="flex items-center gap-2">
            <Check aria-hidden="true" className="size-4 shrink-0 text-primary" />
            {benefit}
          </li>
        ))}
      </ul>
      {cards.map((card) => {
        const yearly = card.plan === 'yearly';
        return (
          <section
            key={card.plan}
            aria-label={card.name}
            className={cn(
              'relative rounded-2xl border bg-card p-5 shadow-sm',
              yearly ? 'border-2 border-primary' : 'border-border',
            )}
          >
            {yearly ? (
              <span className="absolute -top-3 right-4 rounded-full bg-primary px-3 py-0.5 text-xs font-bold text-primary-foreground">
                {premiumTexts.mostPopular}
              </span>
            ) : null}
            <h2 className="text-lg font-semibold">{card.name}</h2>
            <p className="mt-1">
              <span className="text-3xl font-bold">{card.price}</span>
              <span className="text-muted-foreground">{card.per}</span>
            </p>
            {yearly ? (
              <p className="mt-1 text-sm text-muted-foreground">
                <span className="font-semibold text-primary">{texts.saving}</span> · {texts.yearlyPerMonth}
              </p>
            ) : null}
            {yearly ? <p className="mt-1 text-sm text-muted-foreground">{texts.yearComparison}</p> : null}
            <Button
              size="lg"
              variant={yearly ? 'primary' : 'outline'}
              className="mt-4 w-full"
              disabled={pending !== null}
              onClick={() => onChoose(card.plan)}
            >
              {card.button}
            </Button>
          </section>
        );
      })}
    </div>
  );
}
