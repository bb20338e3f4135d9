/**
 * Errors a service may throw, named after what went wrong for the user. They carry a
 * stable code and a pt-BR message shown to the user as is, and no transport detail:
 * `lambdas/http/errors.ts` maps each code to its HTTP status in one place.
 */
export type DomainErrorCode =
  | 'VALIDATION'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'LIMIT_REACHED'
  | 'RATE_LIMITED'
  | 'CONFLICT'
  | 'NO_SPEECH'
  | 'TIMEOUT'
  | 'UNAVAILABLE';

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends DomainError {
  constructor(message: string) {
    super('VALIDATION', message);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = 'Você precisa estar logado para continuar.') {
    super('UNAUTHORIZED', message);
  }
}

/** The caller is known but may not do this (a premium-only function for a free user). */
export class ForbiddenError extends DomainError {
  constructor(message: string) {
    super('FORBIDDEN', message);
  }
}

/** Also used for rows the caller does not own, so their existence does not leak. */
export class NotFoundError extends DomainError {
  constructor(message: string) {
    super('NOT_FOUND', message);
  }
}

/** A plan limit (spec §6, §9) would be exceeded; the message says which and what to do. */
export class LimitReachedError extends DomainError {
  constructor(message: string) {
    super('LIMIT_REACHED', message);
  }
}

/** Too many calls in a short time (a cost guard, not a plan limit): try again shortly. */
export class RateLimitedError extends DomainError {
  constructor(message = 'Muitas solicitações. Aguarde um instante e tente novamente.') {
    super('RATE_LIMITED', message);
  }
}

/** The row changed under the request (an older draft, a list edited at the same time). */
export class ConflictError extends DomainError {
  constructor(message: string) {
    super('CONFLICT', message);
  }
}

/** A service the request needs did not answer in time (Transcribe); trying again may work. */
export class TimedOutError extends DomainError {
  constructor(message: string) {
    super('TIMEOUT', message);
  }
}

/** A service the request needs is not there (locally: Transcribe without credentials). */
export class UnavailableError extends DomainError {
  constructor(message: string) {
    super('UNAVAILABLE', message);
  }
}

/** A recording in which no words were heard (spec §8 "Nenhuma fala detectada"). */
export class NoSpeechError extends DomainError {
  constructor(message = 'Nenhuma fala detectada') {
    super('NO_SPEECH', message);
  }
}
