import type { Application, Request } from 'express';

export interface RegisteredRoute {
  /** Upper case, e.g. POST. */
  method: string;
  /** Express syntax, e.g. /status/:job_id. */
  path: string;
}

// Express 5 keeps its routes in app.router.stack: a layer holding a `route` is one path and its methods.
interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  match(path: string): unknown;
}
type RouteLayer = Required<Layer>;

function routeLayers(app: Application): RouteLayer[] {
  const { stack } = (app as unknown as { router: { stack: Layer[] } }).router;
  return stack.filter((layer): layer is RouteLayer => layer.route !== undefined);
}

function methodsOf(layer: RouteLayer): string[] {
  return Object.keys(layer.route.methods)
    .filter((method) => method !== '_all')
    .map((method) => method.toUpperCase());
}

/** Every route the application serves, as its router holds them. */
export function registeredRoutes(app: Application): RegisteredRoute[] {
  return routeLayers(app).flatMap((layer) => methodsOf(layer).map((method) => ({ method, path: layer.route.path })));
}

/** The methods some route accepts on this request's path; empty when no route has the path (a real 404). */
export function allowedMethods(req: Request): string[] {
  const matching = routeLayers(req.app).filter((layer) => layer.match(req.path));
  return [...new Set(matching.flatMap(methodsOf))];
}
