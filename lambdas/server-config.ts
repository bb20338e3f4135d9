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
