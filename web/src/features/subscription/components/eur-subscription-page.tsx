import { ManageSubscriptionPage } from './manage-subscription-page';

/** /gerenciar-subscricao-eur: the subscription screen in EUR, in European Portuguese. */
export default function EurSubscriptionPage() {
  return <ManageSubscriptionPage currency="eur" />;
}
