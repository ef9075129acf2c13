import { type AnyEndpoint, fastifyPath } from '@storefront/contracts/endpoint';
import * as tables from '@storefront/contracts/endpoints/index';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './test/app.ts';

/**
 * The endpoint table (contracts/endpoints/) is the whole API: every operation the served OpenAPI
 * document lists under /api is registered from a table entry, under that entry's name as its
 * operationId, and every entry is registered. A route added with plain `app.get` fails here.
 */
const context = useTestApp();

interface Document {
  paths: Record<string, Record<string, { operationId?: string }>>;
}

const entries = Object.entries(tables).flatMap(([table, endpoints]) =>
  Object.entries(endpoints as Record<string, AnyEndpoint>).map(([name, endpoint]) => ({
    table,
    name,
    endpoint,
  })),
);

/** The document writes `/api/orders/{id}`; the table `orders/{id}`. */
const operationKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

describe('the endpoint table', () => {
  it('names every operation once, across all tables', () => {
    const names = entries.map((entry) => entry.name);
    expect(names.length).toBeGreaterThan(80);
    expect(new Set(names).size).toBe(names.length);
    const routes = entries.map((entry) => operationKey(entry.endpoint.method, entry.endpoint.path));
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('writes paths relative to /api, OpenAPI style', () => {
    for (const { name, endpoint } of entries) {
      expect(endpoint.path, name).toMatch(/^[a-z0-9-]+(\/([a-z0-9-]+|\{\w+\}))*$/i);
      expect(fastifyPath(endpoint.path), name).not.toContain('{');
    }
  });

  it('is exactly what the API serves, each operation under its entry name', () => {
    const document = context.app.swagger() as unknown as Document;
    const served = new Map<string, string | undefined>();
    for (const [path, operations] of Object.entries(document.paths)) {
      if (!path.startsWith('/api/')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        served.set(operationKey(method, path.slice('/api/'.length)), operation.operationId);
      }
    }
    const declared = new Map(
      entries.map(({ name, endpoint }) => [operationKey(endpoint.method, endpoint.path), name]),
    );
    expect(served).toEqual(declared);
  });
});
