/**
 * The catalogue of server functions: one Lambda each, deployed by the CDK app and called
 * in-process by the local gateway. The entry file is `lambdas/functions/<name>.ts` and
 * exports `handler`. `tableAccess` is exactly what the function does to the single table:
 * the DynamoDB actions its repositories send (a transaction needs the action of each of its
 * parts) and the partition-key prefixes it touches; the CDK function construct grants
 * those and nothing else (never Scan, never another key).
 */
export type TableAction =
  | 'GetItem'
  | 'BatchGetItem'
  | 'Query'
  | 'PutItem'
  | 'UpdateItem'
  | 'DeleteItem'
  | 'BatchWriteItem'
  | 'ConditionCheckItem';

export interface TableGrant {
  readonly actions: readonly TableAction[];
  /** Partition-key prefixes (`USER#`), the IAM condition dynamodb:LeadingKeys; an index query's are its own. */
  readonly keyPrefixes: readonly string[];
  /** Queries the owner index `gsi1` (the grant then covers that index only). */
  readonly queriesIndex?: boolean;
}

export type TableAccess = 'none' | TableGrant;

export interface ServerFunctionDefinition {
  /** What it does, in a few words (used as the Lambda description). */
  readonly description: string;
  readonly tableAccess: TableAccess;
  /** Calls Bedrock's Converse API (the speech and categorisation engines). */
  readonly usesBedrock?: boolean;
  /** Calls Stripe, with the keys it reads from SSM SecureString parameters (see ServerFunction). */
  readonly usesStripe?: boolean;
  /** Streams recorded clips to Amazon Transcribe (transcribe:StartStreamTranscription, granted to it alone). */
  readonly usesTranscribe?: boolean;
  /**
   * Checks a signed-in caller's access token itself (a public route that still counts per
   * user): gets USER_POOL_ISSUER and USER_POOL_CLIENT_ID.
   */
  readonly readsUserTokens?: boolean;
  /**
   * Concurrent executions reserved for it, which also caps it: a cost guard for public
   * functions that may call Bedrock, so a flood cannot scale them past this.
   */
  readonly reservedConcurrency?: number;
  /**
   * Nudges the watchers of the lists it writes (issue 24): gets LIVE_CONNECTIONS_ENDPOINT and
   * execute-api:ManageConnections on the WebSocket API, which no other function has.
   */
  readonly sendsNudges?: boolean;
}

/** What nudging a list's watchers reads and deletes: its watcher rows and gone connections. */
const nudgeKeyPrefixes = ['WATCHERS#', 'CONNECTION#'] as const;

export const serverFunctions = {
  lists: {
    description: 'Listas de compras do usuário: criar, listar, abrir, renomear, lixeira',
    tableAccess: {
      actions: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
      // MEMBER#: the lists shared with the user (an index query).
      keyPrefixes: ['LIST#', 'USER#', 'OWNER#', 'MEMBER#', ...nudgeKeyPrefixes],
      queriesIndex: true,
    },
    sendsNudges: true,
  },
  items: {
    description: 'Itens das listas: adicionar, editar, excluir, restaurar, reordenar, em lote',
    tableAccess: {
      // ConditionCheckItem: a member's change checks their membership as it commits.
      actions: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'],
      keyPrefixes: ['LIST#', 'USER#', 'OWNER#', ...nudgeKeyPrefixes],
      queriesIndex: true,
    },
    sendsNudges: true,
  },
  sharing: {
    description: 'Listas compartilhadas: convites, participantes',
    tableAccess: {
      actions: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
      keyPrefixes: ['LIST#', 'INVITATION#', ...nudgeKeyPrefixes],
    },
    sendsNudges: true,
  },
  'live-updates': {
    description: 'Listas ao vivo: conexões WebSocket e a lista que cada uma acompanha',
    // Connection and watcher rows (a watch moves both in one transaction), and the list it checks.
    tableAccess: {
      actions: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
      keyPrefixes: ['CONNECTION#', 'WATCHERS#', 'LIST#'],
    },
  },
  'live-authorizer': {
    description: 'Autoriza a conexão WebSocket com o token de acesso do Cognito',
    tableAccess: 'none',
    readsUserTokens: true,
  },
  drafts: {
    description: 'Cópias remotas dos rascunhos do usuário ou do dispositivo',
    tableAccess: { actions: ['Query', 'PutItem', 'UpdateItem', 'DeleteItem'], keyPrefixes: ['USER#', 'DEVICE#'] },
  },
  devices: {
    description: 'Vincula o dispositivo à conta e informa o uso do dispositivo',
    tableAccess: {
      actions: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
      keyPrefixes: ['USER#', 'DEVICE#'],
    },
  },
  agreements: {
    description: 'Aceite dos termos de uso e da política de privacidade',
    tableAccess: { actions: ['GetItem', 'PutItem'], keyPrefixes: ['USER#', 'DEVICE#'] },
  },
  settings: {
    description: 'Configurações do usuário guardadas na conta',
    tableAccess: { actions: ['GetItem', 'PutItem'], keyPrefixes: ['USER#'] },
  },
  'shopping-habits': {
    description: 'Histórico de itens e ordem das categorias do usuário',
    // The history rows, the category order and the caller's subscription (the order is Premium).
    tableAccess: { actions: ['GetItem', 'Query', 'PutItem', 'UpdateItem'], keyPrefixes: ['USER#'] },
  },
  'process-grocery-speech': {
    description: 'Transforma uma fala em itens a adicionar ou remover',
    // Its cost guards: per-minute and monthly counters, and the caller's subscription.
    tableAccess: { actions: ['GetItem', 'UpdateItem'], keyPrefixes: ['SPEECH#', 'USER#'] },
    usesBedrock: true,
    readsUserTokens: true,
    reservedConcurrency: 20,
  },
  'transcribe-grocery-speech': {
    description: 'Transcreve uma gravação (Amazon Transcribe) e a transforma em itens',
    // The same cost guards as process-grocery-speech, counted in the same counters.
    tableAccess: { actions: ['GetItem', 'UpdateItem'], keyPrefixes: ['SPEECH#', 'USER#'] },
    usesBedrock: true,
    usesTranscribe: true,
    readsUserTokens: true,
    reservedConcurrency: 10,
  },
  'categorize-grocery-items': {
    description: 'Agrupa itens nas 22 categorias do supermercado',
    // The category cache, and the caller's subscription (Premium only).
    tableAccess: { actions: ['GetItem', 'BatchGetItem', 'BatchWriteItem'], keyPrefixes: ['CATEGORY#', 'USER#'] },
    usesBedrock: true,
  },
  'check-subscription': {
    description: 'Situação da assinatura Premium',
    tableAccess: { actions: ['GetItem'], keyPrefixes: ['USER#'] },
  },
  'create-checkout': {
    description: 'Inicia o pagamento da assinatura',
    // The subscription and the user's Stripe customer (kept with its reverse lookup in one transaction).
    tableAccess: { actions: ['GetItem', 'PutItem'], keyPrefixes: ['USER#', 'STRIPE_CUSTOMER#'] },
    usesStripe: true,
  },
  'customer-portal': {
    description: 'Abre o portal de gestão da assinatura',
    tableAccess: { actions: ['GetItem'], keyPrefixes: ['USER#'] },
    usesStripe: true,
  },
  'stripe-webhook': {
    description: 'Recebe os eventos assinados do Stripe e atualiza a assinatura',
    // Subscription and customer rows, and the ids of handled events.
    tableAccess: { actions: ['GetItem', 'PutItem'], keyPrefixes: ['USER#', 'STRIPE_CUSTOMER#', 'STRIPE_EVENT#'] },
    usesStripe: true,
  },
  'send-contact-message': {
    description: 'Guarda uma mensagem do formulário de contato',
    // Write-only: it stores a message and can read none back.
    tableAccess: { actions: ['PutItem'], keyPrefixes: ['CONTACT#'] },
  },
  'pre-sign-up': { description: 'Gatilho do Cognito: confirma o cadastro sem e-mail', tableAccess: 'none' },
} as const satisfies Record<string, ServerFunctionDefinition>;

export type ServerFunctionName = keyof typeof serverFunctions;

export const serverFunctionNames = Object.keys(serverFunctions) as ServerFunctionName[];
