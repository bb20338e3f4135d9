import { parseStripeForm } from '../../../local/stripe-sandbox-pages';

describe("the Stripe sandbox's form decoding", () => {
  it('reads the nested keys and arrays the SDK sends for a checkout session', () => {
    const body = new URLSearchParams({
      mode: 'subscription',
      'line_items[0][price]': 'price_monthly_brl',
      'line_items[0][quantity]': '1',
      'metadata[userId]': 'u-1',
      'subscription_data[metadata][userId]': 'u-1',
      success_url: 'http://localhost:5173/gerenciar-assinatura?checkout=success',
    }).toString();
    expect(parseStripeForm(body)).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'price_monthly_brl', quantity: '1' }],
      metadata: { userId: 'u-1' },
      subscription_data: { metadata: { userId: 'u-1' } },
      success_url: 'http://localhost:5173/gerenciar-assinatura?checkout=success',
    });
  });

  it('gives an empty object for an empty body', () => {
    expect(parseStripeForm('')).toEqual({});
  });
});
