import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@portal/contracts/routes';
import { routePages } from './page-modules';

const root = path.resolve(import.meta.dirname, '..');

describe('the route table as the build reads it', () => {
  it('names the page module of every route, and the module is the one the route loads', async () => {
    const pages = await routePages(root);
    const of = (route: string) => pages.find((p) => p.path === route);
    expect(of(ROUTES.account)).toEqual({
      path: ROUTES.account,
      guard: 'signedIn',
      module: path.join(root, 'src/features/dashboard/DashboardPage'),
    });
    expect(of(ROUTES.docUpload)?.module).toBe(path.join(root, 'src/features/documents/DocUploadPage'));
    // Pages chosen by an export's name (the appeals' pages) name their shared module.
    expect(of(ROUTES.appeals)?.module).toBe(path.join(root, 'src/features/appeals/pages'));
    // No route is left out: every route's page module is named, and its file exists.
    expect(pages.length).toBeGreaterThan(100);
    for (const { path: route, module } of pages)
      expect(module && ['.tsx', '.ts'].some((ext) => existsSync(module + ext)), route).toBe(true);
  }, 30_000);
});
