import { loadAppConfig } from './app-config';
import { getDeviceId } from './device-id';
import { currentAccessToken } from './session';

const networkErrorMessage = 'Não foi possível conectar ao servidor. Verifique sua internet.';
const unexpectedErrorMessage = 'Erro inesperado. Tente novamente.';

/** A failed API call: the HTTP status (0 when offline), the server's code and its pt-BR message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Serialised as JSON; a Blob (a recorded clip) is sent as is, with its type. */
  body?: unknown;
  /** Sent as well (the names on the list beside a clip). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Sent as `x-operation-id`: the server applies a change with this id at most once (offline outbox). */
  operationId?: string;
}

async function readErrorBody(response: Response): Promise<{ code: string; message: string }> {
  try {
    const body = (await response.json()) as { code?: unknown; message?: unknown };
    return {
      code: typeof body.code === 'string' ? body.code : `HTTP_${response.status}`,
      message: typeof body.message === 'string' && body.message ? body.message : unexpectedErrorMessage,
    };
  } catch {
    return { code: `HTTP_${response.status}`, message: unexpectedErrorMessage };
  }
}

/**
 * Calls the HTTP API at `config.apiUrl + path` with the device id, JSON and (when signed
 * in) the access token. Resolves with the parsed JSON body; rejects with an ApiError
 * carrying the server's `{ code, message }` on any non-2xx answer.
 */
export async function apiFetch<T>(
  path: string,
  { method = 'GET', body, signal, operationId, headers: extraHeaders }: ApiFetchOptions = {},
): Promise<T> {
  let response: Response;
  try {
    const config = await loadAppConfig();
    const token = await currentAccessToken();
    const raw = body instanceof Blob;
    const headers: Record<string, string> = {
      ...extraHeaders,
      'content-type': raw ? body.type : 'application/json',
      'x-device-id': getDeviceId(),
    };
    if (token) headers.authorization = `Bearer ${token}`;
    if (operationId) headers['x-operation-id'] = operationId;
    response = await fetch(`${config.apiUrl}${path}`, {
      method,
      headers,
      body: raw ? body : body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', networkErrorMessage);
  }
  if (!response.ok) {
    const { code, message } = await readErrorBody(response);
    throw new ApiError(response.status, code, message);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** True for answers a retry cannot change (4xx). */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}
