import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS, ENDPOINTS, type CallName } from '@portal/contracts';
import { startTestApp, type TestApp } from '../../test/harness';

interface Operation {
  operationId?: string;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type Document = { paths: Record<string, Record<string, Operation>> };

/** `/a/:id/b` as OpenAPI writes it: `/a/{id}/b`. */
const openApiPath = (pattern: string) => pattern.replace(/:([A-Za-z_]+)/g, '{$1}');

describe('the endpoint table and the API description', () => {
  let t: TestApp;
  let operations: { path: string; method: string; op: Operation }[];
  beforeAll(async () => {
    t = await startTestApp({ demo: false });
    const doc = (await t.browser().get('/api/openapi.json')).json() as Document;
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
    );
  });
  afterAll(() => t.close());

  it('registers every route from the table: named, at its path and method, with the answer of a success', () => {
    expect(operations.length).toBeGreaterThan(50);
    for (const { path, method, op } of operations) {
      const where = `${method} ${path}`;
      expect(op.operationId, where).toBeDefined();
      const entry = ENDPOINTS[op.operationId as CallName];
      expect(entry, where).toBeDefined();
      expect(openApiPath(entry.path), where).toBe(path);
      expect(entry.method, where).toBe(method);
      const success = op.responses['200']?.content;
      expect(success && Object.values(success)[0]?.schema, `${where} describes its answer`).toBeTruthy();
    }
  });

  it('serves every call the web client and the tests can name, each at a path and method of its own', () => {
    const described = new Set(operations.map((o) => o.op.operationId));
    const missing = Object.keys(CALLS).filter((name) => !described.has(name));
    expect(missing).toEqual([]);
    const routes = Object.values(CALLS).map((c) => `${c.method} ${c.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });
});
