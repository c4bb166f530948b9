import type { FastifyReply, FastifyRequest } from 'fastify';
import { createCatalogLoaders } from '../modules/catalog/catalog.loaders.ts';
import { createAppLoaders } from '../modules/apps/apps.loaders.ts';
import type { Services } from '../services.ts';
import { findViewer, readCookie, SESSION_COOKIE, type Viewer } from '../modules/accounts/sessions.ts';

export interface Context extends Services {
  request: FastifyRequest;
  reply: FastifyReply;
  loaders: ReturnType<typeof createLoaders>;
  /** The signed-in user of this request's session cookie, looked up once and only when asked for. */
  viewer(): Promise<Viewer | null>;
}

function createLoaders(services: Services) {
  return { catalog: createCatalogLoaders(services), apps: createAppLoaders(services) };
}

export function createContext(services: Services, request: FastifyRequest, reply: FastifyReply): Context {
  let viewer: Promise<Viewer | null> | undefined;
  return {
    ...services,
    request,
    reply,
    loaders: createLoaders(services),
    viewer: () => (viewer ??= findViewer(services.db, readCookie(request.headers.cookie, SESSION_COOKIE))),
  };
}
