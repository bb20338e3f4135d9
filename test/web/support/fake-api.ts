/**
 * The network edge of the web tests: `fetch` answers /config.json and hands every API call
 * to a test's handler, and the browser can be taken offline (navigator.onLine false, the
 * 'offline' event, and API calls failing as Chromium's do). Nothing inside the app is stood in for.
 */
export const apiUrl = 'http://api.test';

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

export interface ApiAnswer {
  status?: number;
  body?: unknown;
}

type Handler = (call: ApiCall) => ApiAnswer | Promise<ApiAnswer>;

const config = {
  apiUrl,
  region: 'us-east-1',
  userPoolId: 'us-east-1_test',
  userPoolClientId: 'test-client',
  liveUrl: 'ws://api.test/live',
};

let online = true;
Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });

function answer({ status = 200, body }: ApiAnswer) {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => (body === undefined ? Promise.reject(new SyntaxError('no body')) : body),
  } as Response;
}

/** Installs the fake network; answers the calls the app made, in order. */
export function fakeApi(handler: Handler = () => ({ status: 204 })): ApiCall[] {
  const calls: ApiCall[] = [];
  window.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    // The service worker keeps /config.json with the app shell, so it loads offline too.
    if (url === '/config.json') return answer({ body: config });
    if (!online) throw new TypeError('Failed to fetch');
    if (!url.startsWith(apiUrl)) throw new TypeError(`unexpected fetch ${url}`);
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: url.slice(apiUrl.length),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    return answer(await handler(call));
  }) as typeof fetch;
  return calls;
}

export function goOffline(): void {
  online = false;
  window.dispatchEvent(new Event('offline'));
}

export function goOnline(): void {
  online = true;
  window.dispatchEvent(new Event('online'));
}
