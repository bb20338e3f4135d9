/**
 * SSM SecureString parameters holding the Stripe keys (README: "Premium with Stripe").
 * Only their names reach the template and the functions; the values are read at run time.
 */
export const stripeParameterNames = {
  secretKey: '/lista-de-compras/stripe/secret-key',
  webhookSecret: '/lista-de-compras/stripe/webhook-secret',
} as const;
