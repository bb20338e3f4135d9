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
  NO_SPEECH: 422,
  TIMEOUT: 408,
  UNAVAILABLE: 503,
};
