/**
 * Typed errors a service may throw. The one middy chain turns each into its HTTP status
 * and a body `{ code, message }` whose message is pt-BR and shown to the user as is.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string) {
    super(400, 'VALIDATION', message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Você precisa estar logado para continuar.') {
    super(401, 'UNAUTHORIZED', message);
  }
}

/** Also used for rows the caller does not own, so their existence does not leak. */
export class NotFoundError extends AppError {
  constructor(message: string) {
    super(404, 'NOT_FOUND', message);
  }
}

export class NotImplementedError extends AppError {
  constructor(message = 'Esta função ainda não está disponível.') {
    super(501, 'NOT_IMPLEMENTED', message);
  }
}

/** A plan limit (spec §6, §9) would be exceeded; the message says which and what to do. */
export class LimitReachedError extends AppError {
  constructor(message: string) {
    super(403, 'LIMIT_REACHED', message);
  }
}

/** The row changed under the request (an older draft, a list edited at the same time). */
export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, 'CONFLICT', message);
  }
}
