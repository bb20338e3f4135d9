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
 * neither the template nor the bundle holds them; they are read through the AWS Parameters
 * and Secrets Lambda Extension (see readParameter). The local runtime passes the values
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
  const [secretKey, webhookSecret] = await Promise.all([
    readParameter(secretKeyName, env),
    readParameter(webhookSecretName, env),
  ]);
  if (!secretKey || !webhookSecret) throw new Error('Stripe parameters are empty');
  return { secretKey, webhookSecret, apiUrl };
}

/**
 * One SecureString parameter, decrypted, from the AWS Parameters and Secrets Lambda
 * Extension (a layer ServerFunction adds to the Stripe functions): an HTTP GET on
 * localhost, authenticated with the function's session token, answered from the
 * extension's cache or SSM with the function role's grant. It replaces Powertools
 * Parameters and the SSM client, about 90 KB of each Stripe function's bundle.
 */
export async function readParameter(name: string, env: NodeJS.ProcessEnv = process.env): Promise<string | undefined> {
  const port = env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT || '2773';
  const token = env.AWS_SESSION_TOKEN;
  if (!token) throw new Error('No AWS_SESSION_TOKEN to read the Stripe parameters with');
  const url = `http://localhost:${port}/systemsmanager/parameters/get?name=${encodeURIComponent(name)}&withDecryption=true`;
  const response = await fetch(url, {
    headers: { 'X-Aws-Parameters-Secrets-Token': token },
    signal: AbortSignal.timeout(5000),
  });
  // The body of a refusal names the parameter at most, never a value; the status is enough.
  if (!response.ok) throw new Error(`The parameters extension answered ${response.status} for ${name}`);
  const body = (await response.json()) as { Parameter?: { Value?: unknown } };
  return typeof body.Parameter?.Value === 'string' ? body.Parameter.Value : undefined;
}

/** The web app's origin that checkout and the portal return to. */
export function appUrl(env: NodeJS.ProcessEnv = process.env): string {
  const url = env.APP_URL;
  if (!url) throw new Error('APP_URL is not set');
  return url.replace(/\/$/, '');
}
