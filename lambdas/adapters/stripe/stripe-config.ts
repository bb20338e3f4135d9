import { getParameter } from '@aws-lambda-powertools/parameters/ssm';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another API base than api.stripe.com (the local sandbox), e.g. http://127.0.0.1:12111. */
  apiUrl?: string;
}

let loading: Promise<StripeSettings> | undefined;

/**
 * The Stripe keys, read once per cold start. On AWS they are SSM SecureString parameters
 * whose names come in STRIPE_SECRET_KEY_PARAMETER and STRIPE_WEBHOOK_SECRET_PARAMETER, so
 * neither the template nor the bundle holds them. The local runtime passes the values
 * themselves (the sandbox's, or the developer's Stripe test keys).
 */
export function stripeSettings(env: NodeJS.ProcessEnv = process.env): Promise<StripeSettings> {
  loading ??= readSettings(env).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function readSettings(env: NodeJS.ProcessEnv): Promise<StripeSettings> {
  const apiUrl = env.STRIPE_API_URL || undefined;
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET)
    return { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiUrl };
  const secretKeyName = env.STRIPE_SECRET_KEY_PARAMETER;
  const webhookSecretName = env.STRIPE_WEBHOOK_SECRET_PARAMETER;
  if (!secretKeyName || !webhookSecretName) throw new Error('Stripe is not configured for this function');
  // Cached for the life of the instance: a rotated key reaches new instances (or a redeploy).
  const options = { decrypt: true, maxAge: 365 * 86_400 } as const;
  const [secretKey, webhookSecret] = await Promise.all([
    getParameter(secretKeyName, options),
    getParameter(webhookSecretName, options),
  ]);
  if (!secretKey || !webhookSecret) throw new Error('Stripe parameters are empty');
  return { secretKey, webhookSecret, apiUrl };
}

/** The web app's origin that checkout and the portal return to. */
export function appUrl(env: NodeJS.ProcessEnv = process.env): string {
  const url = env.APP_URL;
  if (!url) throw new Error('APP_URL is not set');
  return url.replace(/\/$/, '');
}
