import type { Express } from 'express';

/** One route an Express app answers: the method and its path in OpenAPI form (`/api/trades/{id}`). */
export interface ExpressRoute {
  method: string;
  path: string;
}

interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

const toOpenApi = (path: string) =>
  path
    .replace(/:([A-Za-z_]+)/g, '{$1}')
    .replace(/\/+/g, '/')
    .replace(/(.)\/$/, '$1');

/**
 * Every method + path the app's router stack routes (mounted routers walked recursively, with
 * their mount paths). Middleware without a route (static files, 404 handlers) is not a route.
 */
export function expressRoutes(app: Express): ExpressRoute[] {
  const routes: ExpressRoute[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route && typeof layer.route.path === 'string') {
        for (const [method, on] of Object.entries(layer.route.methods))
          if (on && method !== '_all') routes.push({ method, path: toOpenApi(prefix + layer.route.path) });
      } else if (layer.handle?.stack) {
        const mount = typeof layer.rawPath === 'string' ? layer.rawPath : '';
        walk(layer.handle.stack, prefix + (mount === '/' ? '' : mount));
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  const seen = new Set<string>();
  return routes.filter((r) => {
    const key = `${r.method} ${r.path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
