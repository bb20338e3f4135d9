/**
 * The server side's one place for configuration. Each getter reads and checks the
 * environment variables it needs and fails with the names of the missing ones, so a
 * misconfigured function fails at start, not on some later request.
 */
export function readEnv<const Names extends readonly string[]>(
  names: Names,
  env: NodeJS.ProcessEnv = process.env,
): Record<Names[number], string> {
  const missing = names.filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`Missing environment variables: ${missing.join(', ')}`);
  return Object.fromEntries(names.map((name) => [name, env[name]])) as Record<Names[number], string>;
}

/** The single table. DYNAMODB_ENDPOINT is set only by the local runtime (DynamoDB Local). */
export function tableConfig(env: NodeJS.ProcessEnv = process.env) {
  const { TABLE_NAME } = readEnv(['TABLE_NAME'], env);
  return { tableName: TABLE_NAME, endpoint: env.DYNAMODB_ENDPOINT || undefined };
}

/**
 * Which engine reads speech and categorises items: `rules` (offline, the default and the
 * local runtime's) or `bedrock` (set by the CDK stack), with the model and its time-out.
 */
export function aiEngineConfig(env: NodeJS.ProcessEnv = process.env) {
  const engine = env.AI_ENGINE ?? 'rules';
  if (engine !== 'rules' && engine !== 'bedrock')
    throw new Error(`AI_ENGINE must be "rules" or "bedrock", not "${engine}"`);
  const timeoutMs = env.BEDROCK_TIMEOUT_MS ? Number(env.BEDROCK_TIMEOUT_MS) : undefined;
  if (timeoutMs !== undefined && !(timeoutMs > 0))
    throw new Error('BEDROCK_TIMEOUT_MS must be a positive number of milliseconds');
  return { engine, modelId: env.BEDROCK_MODEL_ID || undefined, timeoutMs } as const;
}

/**
 * The user pool whose access tokens a public function may check for a signed-in caller:
 * USER_POOL_ISSUER (`https://cognito-idp.<region>.amazonaws.com/<poolId>` on AWS) and
 * USER_POOL_CLIENT_ID. USER_POOL_JWKS (the keys as JSON) is set only by the local runtime,
 * whose cognito-local serves them over http.
 */
export function userPoolConfig(env: NodeJS.ProcessEnv = process.env) {
  const { USER_POOL_ISSUER, USER_POOL_CLIENT_ID } = readEnv(['USER_POOL_ISSUER', 'USER_POOL_CLIENT_ID'], env);
  return {
    issuer: USER_POOL_ISSUER,
    clientId: USER_POOL_CLIENT_ID,
    jwks: env.USER_POOL_JWKS ? (JSON.parse(env.USER_POOL_JWKS) as unknown) : undefined,
  };
}

/**
 * Amazon Transcribe for recorded clips: TRANSCRIBE_REGION switches it on (the CDK stack sets
 * it to the stack's region); without it the function answers 503. TRANSCRIBE_TIMEOUT_MS
 * bounds one transcription (20 s by default, within the function's 25 s).
 */
export function transcribeConfig(env: NodeJS.ProcessEnv = process.env) {
  const timeoutMs = env.TRANSCRIBE_TIMEOUT_MS ? Number(env.TRANSCRIBE_TIMEOUT_MS) : 20_000;
  if (!(timeoutMs > 0)) throw new Error('TRANSCRIBE_TIMEOUT_MS must be a positive number of milliseconds');
  return { region: env.TRANSCRIBE_REGION || undefined, timeoutMs };
}

/**
 * The WebSocket API's @connections endpoint (its stage's callback URL), which functions that
 * nudge list watchers post to: `https://<apiId>.execute-api.<region>.amazonaws.com/<stage>`
 * on AWS, the local gateway's URL locally.
 */
export function liveConnectionsConfig(env: NodeJS.ProcessEnv = process.env) {
  const { LIVE_CONNECTIONS_ENDPOINT } = readEnv(['LIVE_CONNECTIONS_ENDPOINT'], env);
  return { endpoint: LIVE_CONNECTIONS_ENDPOINT };
}
