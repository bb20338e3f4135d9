import type { CheckoutRequestBody } from '@domain/subscriptions/billing-schemas';
import { apiFetch } from '@/lib/api-client';

/** Leaves the app for Stripe Checkout (spec §7 create-checkout: the browser is redirected to `url`). */
export async function startCheckout(body: CheckoutRequestBody): Promise<void> {
  const { url } = await apiFetch<{ url: string }>('/functions/create-checkout', { method: 'POST', body });
  window.location.assign(url);
}

/** Leaves the app for the Stripe Billing Portal; it comes back to the screen of that currency. */
export async function openPortal(currency: CheckoutRequestBody['currency']): Promise<void> {
  const { url } = await apiFetch<{ url: string }>('/functions/customer-portal', { method: 'POST', body: { currency } });
  window.location.assign(url);
}
