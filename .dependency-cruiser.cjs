// The import rules of the repository, checked by `npm run lint` (ADR 0035): no import cycle in any package,
// and no upward import between the server's folders. The server's layers, lowest first, are written down in
// packages/server/README.md ("Folders and layers"); keep the two in step.

/** The server's layers, lowest first: a module may import its own layer and the ones below, never above. */
const SERVER_LAYERS = [
  ['constants\\.ts', 'config-error\\.ts', 'package-root\\.ts', 'reference-data/'],
  ['db/'],
  ['http/'],
  ['auth/'],
  ['storage/', 'ai/'],
  ['portal/', 'admin/'],
  ['demo/'],
  ['hosting/'],
  ['config\\.ts'],
  ['app\\.ts', 'start-server\\.ts'],
  ['main\\.ts', 'index\\.ts'],
];

const SERVER = '^packages/server/src/';
const layerPattern = (layer) => `${SERVER}(${layer.join('|')})`;

/** One rule per layer: nothing in it may import a layer above it. */
const upwardImports = SERVER_LAYERS.slice(0, -1).map((layer, index) => ({
  name: `server-layer-${index}-imports-upward`,
  comment: `packages/server/src/{${layer.join(', ')}} may not import a higher layer (packages/server/README.md, "Folders and layers")`,
  severity: 'error',
  from: {
    path: layerPattern(layer),
    // Tests and their helpers (testing/) start whole servers: they stand above every layer.
    pathNot: ['\\.test\\.ts$', `${SERVER}testing/`],
  },
  to: { path: SERVER_LAYERS.slice(index + 1).map(layerPattern) },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import cycle (type-only imports count: they tie the modules together just the same)',
      severity: 'error',
      from: { path: '^(packages|tools|examples)/' },
      to: { circular: true },
    },
    {
      name: 'server-unknown-folder',
      comment: 'Every server module belongs to a layer: add a new folder to SERVER_LAYERS and the server README',
      severity: 'error',
      from: { path: SERVER },
      to: { path: SERVER, pathNot: [...SERVER_LAYERS.flat().map((entry) => `${SERVER}${entry}`), `${SERVER}testing/`] },
    },
    ...upwardImports,
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    exclude: { path: ['node_modules', '/dist[^/]*/', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      // The workspaces' `source` export condition: their TypeScript, as the root tsconfig resolves them.
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    cache: false,
  },
};
