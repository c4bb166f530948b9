import { describe, expect, it } from 'vitest';
import { forbiddenIn, routeFirstLoad } from './bundle-routes.mjs';

/** A build shaped like the web app's: the entry holds the home view; search and the partner area are lazy. */
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['src/features/catalog/views/SearchView.tsx', 'src/app/portal/PortalRoutes.tsx'],
  },
  '_vendor.js': { file: 'assets/vendor.js', name: 'vendor' },
  'src/features/catalog/views/SearchView.tsx': {
    file: 'assets/SearchView.js',
    src: 'src/features/catalog/views/SearchView.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_Chip.js'],
    css: ['assets/SearchView.css'],
  },
  '_Chip.js': { file: 'assets/Chip.js', name: 'Chip' },
  'src/app/portal/PortalRoutes.tsx': {
    file: 'assets/PortalRoutes.js',
    src: 'src/app/portal/PortalRoutes.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_Chip.js', '_recharts.js'],
  },
  '_recharts.js': { file: 'assets/recharts.js', name: 'recharts' },
};

const modules = {
  'assets/index.js': ['src/main.tsx', 'src/features/catalog/views/HomeView.tsx', 'vite/preload-helper.js'],
  'assets/vendor.js': ['../../node_modules/react/index.js'],
  'assets/SearchView.js': ['src/features/catalog/views/SearchView.tsx'],
  'assets/Chip.js': ['../../node_modules/@mui/material/Chip/Chip.js'],
  'assets/PortalRoutes.js': ['src/app/portal/PortalRoutes.tsx', 'src/features/portal/nav.ts'],
  'assets/recharts.js': ['../../node_modules/recharts/es6/index.js'],
};

describe('routeFirstLoad', () => {
  it('is the entry with its static imports for a view inside the entry', () => {
    const load = routeFirstLoad(manifest, modules, { route: '/', view: 'src/features/catalog/views/HomeView.tsx' });
    expect(load.viewChunk).toBeNull();
    expect(load.js).toEqual(['assets/index.js', 'assets/vendor.js']);
    expect(load.added).toEqual([]);
    expect(load.css).toEqual([]);
  });

  it("adds a lazy view's chunk, its static imports and its CSS, but no other lazy chunk", () => {
    const load = routeFirstLoad(manifest, modules, { route: '/apps', view: 'src/features/catalog/views/SearchView.tsx' });
    expect(load.js.sort()).toEqual(['assets/Chip.js', 'assets/SearchView.js', 'assets/index.js', 'assets/vendor.js']);
    expect(load.added.sort()).toEqual(['assets/Chip.js', 'assets/SearchView.js']);
    expect(load.css).toEqual(['assets/SearchView.css']);
  });

  it('finds a view by its content when its chunk has no key of its own (its lazy parts import from it), and counts it', () => {
    const shared = {
      ...manifest,
      '_DetailsView-x.js': {
        file: 'assets/DetailsView.js',
        name: 'DetailsView',
        isDynamicEntry: true,
        imports: ['index.html', '_Chip.js'],
      },
      'src/features/catalog/components/Reviews.tsx': {
        file: 'assets/Reviews.js',
        src: 'src/features/catalog/components/Reviews.tsx',
        isDynamicEntry: true,
        imports: ['_DetailsView-x.js'],
      },
    };
    const withModules = {
      ...modules,
      'assets/DetailsView.js': ['src/features/catalog/views/DetailsView.tsx'],
      'assets/Reviews.js': ['src/features/catalog/components/Reviews.tsx'],
    };
    const load = routeFirstLoad(shared, withModules, { route: '/app-details/:id', view: 'src/features/catalog/views/DetailsView.tsx' });
    expect(load.added.sort()).toEqual(['assets/Chip.js', 'assets/DetailsView.js']);
  });

  it('refuses a view that is nowhere in the build, so a renamed view cannot pass by measuring nothing', () => {
    expect(() => routeFirstLoad(manifest, modules, { route: '/gone', view: 'src/features/catalog/views/Renamed.tsx' })).toThrow(
      /neither a chunk of the build nor inside the entry/,
    );
  });
});

describe('forbiddenIn', () => {
  it("finds nothing in routes that load only store code (the partner area's lazy chunks do not count)", () => {
    const search = routeFirstLoad(manifest, modules, { route: '/apps', view: 'src/features/catalog/views/SearchView.tsx' });
    expect(forbiddenIn(manifest, modules, search.keys)).toEqual([]);
  });

  it('finds portal code and recharts once they reach a first load, by module and by chunk', () => {
    const load = routeFirstLoad(manifest, modules, { route: '/portal-as-store', view: 'src/app/portal/PortalRoutes.tsx' });
    const hits = forbiddenIn(manifest, modules, load.keys);
    expect(hits).toEqual(
      expect.arrayContaining([
        {
          what: "the portal's frame and routes (src/app/portal)",
          file: 'assets/PortalRoutes.js',
          found: 'chunk src/app/portal/PortalRoutes.tsx',
        },
        {
          what: "the portal's frame and routes (src/app/portal)",
          file: 'assets/PortalRoutes.js',
          found: 'src/app/portal/PortalRoutes.tsx',
        },
        { what: 'the partner portal (src/features/portal)', file: 'assets/PortalRoutes.js', found: 'src/features/portal/nav.ts' },
        { what: 'recharts', file: 'assets/recharts.js', found: 'chunk recharts' },
        { what: 'recharts', file: 'assets/recharts.js', found: '../../node_modules/recharts/es6/index.js' },
      ]),
    );
  });

  it('finds a forbidden module that rides inside a shared chunk with an innocent name', () => {
    const mixed = { ...modules, 'assets/Chip.js': [...modules['assets/Chip.js'], '../../node_modules/react-hook-form/dist/index.esm.mjs'] };
    const search = routeFirstLoad(manifest, mixed, { route: '/apps', view: 'src/features/catalog/views/SearchView.tsx' });
    expect(forbiddenIn(manifest, mixed, search.keys)).toEqual([
      { what: 'react-hook-form', file: 'assets/Chip.js', found: '../../node_modules/react-hook-form/dist/index.esm.mjs' },
    ]);
  });

  it('tells GraphiQL, monaco and @hookform packages from look-alikes such as graphql itself', () => {
    const ids = {
      'assets/index.js': [
        '../../node_modules/@graphiql/react/dist/index.js',
        '../../node_modules/monaco-graphql/esm/graphqlMode.js',
        '../../node_modules/@hookform/resolvers/zod/dist/zod.mjs',
        '../../node_modules/graphql/index.mjs',
        '../../node_modules/graphql-ws/lib/index.mjs',
        'src/features/reports-lookalike/x.ts',
        'src/shared/portal-link.ts',
      ],
      'assets/vendor.js': [],
    };
    const found = forbiddenIn(manifest, ids, new Set(['index.html', '_vendor.js'])).map((hit) => `${hit.what}: ${hit.found}`);
    expect(found).toEqual([
      'GraphiQL: ../../node_modules/@graphiql/react/dist/index.js',
      'monaco: ../../node_modules/monaco-graphql/esm/graphqlMode.js',
      '@hookform: ../../node_modules/@hookform/resolvers/zod/dist/zod.mjs',
    ]);
  });
});
