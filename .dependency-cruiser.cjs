/**
 * The one-way layers of docs/architecture.md, and no import cycles (lazy imports included):
 * `npm run check:layers` (part of `npm test`) fails on any import this file forbids.
 */

// Lowest first: a module may import its own layer and the ones before it, never a later one.
const layers = [
  // The backend's assumed wire format: constants and types only, read by every layer.
  { name: 'contract', paths: ['src/data/contract.ts'] },
  { name: 'engine', paths: ['src/engine', 'src/vendor'] },
  { name: 'schemas', paths: ['schemas'] },
  { name: 'data', paths: ['src/data', 'src/access'] },
  { name: 'services', paths: ['src/i18n', 'src/ui', 'src/auth', 'src/contract'] },
  { name: 'scaffolds', paths: ['src/scaffolds'] },
  { name: 'screens', paths: ['src/layout', 'src/pages', 'src/h5', 'resources'] },
  { name: 'app', paths: ['src/app', 'src/main.tsx', 'src/demoBackendSurface'] },
];

const pattern = (paths) => `^(${paths.map((path) => path.replaceAll('.', '\\.')).join('|')})(/|$)`;

const upward = layers.slice(0, -1).map((layer, index) => ({
  name: `layer-${layer.name}`,
  comment: `${layer.name} may not import a higher layer`,
  severity: 'error',
  from: {
    path: pattern(layer.paths),
    pathNot: pattern(layers.slice(0, index).flatMap((lower) => lower.paths)),
  },
  to: {
    path: pattern(layers.slice(index + 1).flatMap((higher) => higher.paths)),
    // A file named in a lower layer (the contract) stays there, though its folder is higher.
    pathNot: pattern(layers.slice(0, index + 1).flatMap((lower) => lower.paths)),
  },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'an import cycle, lazy imports included (type-only imports leave no trace at run time)',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    ...upward,
    {
      name: 'demo-backend-surface',
      comment: 'the demo backend reaches the product only through src/demoBackendSurface/',
      severity: 'error',
      from: { path: '^demo-backend/' },
      to: { path: '^src/', pathNot: '^src/demoBackendSurface/' },
    },
    {
      name: 'demo-backend-entry',
      comment: 'the product reaches the demo backend only through its browser entry, lazily',
      severity: 'error',
      from: { path: '^(src|resources|schemas)/' },
      to: { path: '^demo-backend/', pathNot: '^demo-backend/browser\\.ts$' },
    },
    {
      name: 'demo-backend-entry-lazy',
      comment: 'the demo backend is loaded lazily, by demo builds only',
      severity: 'error',
      from: { path: '^(src|resources|schemas)/' },
      to: { path: '^demo-backend/browser\\.ts$', dependencyTypesNot: ['dynamic-import'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-demo)/|\\.(css|json|svg|png)$' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
