import type { RouteDefinition } from '../lib/routes';

export type RouteMatch =
  { kind: 'route'; route: RouteDefinition; pathParameters: Record<string, string> } | { kind: 'none' };

/**
 * Matches a request to the route table the way API Gateway does: literal segments match
 * exactly, `{param}` matches one non-empty segment. No match is API Gateway's 404.
 * A parameter with a malformed percent-escape (`%E0%A4%A`, `%`) is passed on undecoded, so
 * the function answers its 404 for an unknown id instead of the gateway failing.
 */
export function createRouteMatcher(routes: readonly RouteDefinition[]) {
  const compiled = routes.map((route) => {
    const names: string[] = [];
    const pattern = route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    return { route, names, regex: new RegExp(`^${pattern}$`) };
  });

  return (method: string, path: string): RouteMatch => {
    for (const { route, names, regex } of compiled) {
      if (route.method !== method) continue;
      const found = regex.exec(path);
      if (!found) continue;
      const pathParameters = Object.fromEntries(names.map((name, i) => [name, decodeSegment(found[i + 1]!)]));
      return { kind: 'route', route, pathParameters };
    }
    return { kind: 'none' };
  };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
