import type { DomainErrorCode } from '../domain/errors';

/** The one place where a domain error's code becomes an HTTP status. */
export const statusForCode: Record<DomainErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  LIMIT_REACHED: 403,
  RATE_LIMITED: 429,
  CONFLICT: 409,
};

/** A named server function whose own issue has not landed yet (transport-level: 501). */
export class NotImplementedError extends Error {
  readonly code = 'NOT_IMPLEMENTED';
  constructor(message = 'Esta função ainda não está disponível.') {
    super(message);
    this.name = 'NotImplementedError';
  }
}
