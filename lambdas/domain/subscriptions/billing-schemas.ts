import * as z from 'zod/mini';

/** Spec §3 Checkout request: plan, and currency ('eur' on the EUR screen; BRL when absent). */
export const checkoutRequestSchema = z.strictObject(
  {
    plan: z.enum(['monthly', 'yearly'], { error: 'Escolha o plano mensal ou anual.' }),
    currency: z._default(z.enum(['brl', 'eur'], { error: 'Escolha a moeda: brl ou eur.' }), 'brl'),
  },
  { error: 'A requisição tem campos desconhecidos.' },
);
export type CheckoutRequestBody = z.infer<typeof checkoutRequestSchema>;

/** customer-portal takes no body (spec §7); the EUR screen may ask to come back to it. */
export const portalRequestSchema = z.strictObject(
  { currency: z._default(z.enum(['brl', 'eur'], { error: 'Escolha a moeda: brl ou eur.' }), 'brl') },
  { error: 'A requisição tem campos desconhecidos.' },
);
