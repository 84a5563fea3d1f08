import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_TABS } from '../features/dashboard/routes/dashboard-layout';
import { flattenPageTable } from './page-table';
import { routes } from './router';

const webRoot = path.resolve(import.meta.dirname, '../..');

describe('the page table', () => {
  const pages = flattenPageTable();

  it('names modules that exist, each exporting a page Component', async () => {
    for (const page of pages) {
      for (const module of page.modules) {
        expect(existsSync(path.join(webRoot, module)), module).toBe(true);
        const loaded = (await import(/* @vite-ignore */ path.join(webRoot, module))) as {
          Component?: unknown;
        };
        expect(typeof loaded.Component, module).toBe('function');
      }
    }
    // It imports every page of the app (transformed on first import), which takes longer than one test's 5 s.
  }, 60_000);

  it('gives each full path once, with the nested profile tabs under their layout', () => {
    const paths = pages.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(pages.find((p) => p.path === '/trainer/:slug/profile/videos')?.modules).toEqual([
      'src/features/trainers/routes/trainer-profile-layout.tsx',
      'src/features/trainers/routes/trainer-videos-tab.tsx',
    ]);
    expect(pages.find((p) => p.path === '/template/:slug')).toEqual({
      path: '/template/:slug',
      modules: ['src/features/templates/routes/template-detail-page.tsx'],
      ssr: true,
    });
  });

  it("puts every dashboard page, the orders area's too, inside the dashboard's layout (its tabs)", () => {
    const layout = 'src/features/dashboard/routes/dashboard-layout.tsx';
    for (const path of [
      '/dashboard',
      '/dashboard/packages',
      '/dashboard/packages/:id',
      '/dashboard/orders',
      '/dashboard/orders/:id',
    ]) {
      expect(pages.find((p) => p.path === path)?.modules[0], path).toBe(layout);
    }
    // A tab only for a page that exists.
    for (const tab of DASHBOARD_TABS)
      expect(
        pages.map((p) => p.path),
        tab.to,
      ).toContain(tab.to);
  });

  it('is what the router serves, with the guards around sign-in pages and signed-in pages', () => {
    const [root] = routes;
    const children = root!.children!;
    expect(children.at(-1)?.path).toBe('*');
    const lazyCount = (rs: typeof children): number =>
      rs.reduce((n, r) => n + (typeof r.lazy === 'function' ? 1 : 0) + lazyCount(r.children ?? []), 0);
    // Every table module has a lazy route (the profile layout and its tabs are separate routes), plus the catch-all.
    const tableModules = new Set(pages.flatMap((p) => p.modules));
    expect(lazyCount(children)).toBe(tableModules.size + 1);
  });
});
