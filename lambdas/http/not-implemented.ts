import { NotImplementedError } from './errors';
import { httpHandler } from './http-handler';

/** A named server function whose own issue has not landed yet: every route answers 501. */
export function notImplementedHandler(routeKey: string) {
  return httpHandler({
    [routeKey]: async () => {
      throw new NotImplementedError();
    },
  });
}
