import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Storage } from '../modules/uploads/storage.ts';
import { createCatalogLoaders } from '../modules/catalog/catalog.loaders.ts';

export interface Services {
  config: Config;
  db: Db;
  storage: Storage;
}

export interface Context extends Services {
  request: FastifyRequest;
  reply: FastifyReply;
  loaders: ReturnType<typeof createLoaders>;
}

function createLoaders(services: Services) {
  return { catalog: createCatalogLoaders(services) };
}

export function createContext(services: Services, request: FastifyRequest, reply: FastifyReply): Context {
  return { ...services, request, reply, loaders: createLoaders(services) };
}
