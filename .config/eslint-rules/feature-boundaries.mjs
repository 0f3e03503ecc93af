// Feature isolation inside one app's source folder, on resolved paths (so "../../profile/x" is
// caught wherever it is written from):
// - a feature (features/<name>/) is used by the rest of the app only through its entry file
//   (features/<name>/index.ts); tests may also use its request handlers (features/<name>/__tests__/handlers.ts);
// - shared code (the `shared` folders) never imports a feature;
// - the composition root (`app`) is imported only by the entry module and by tests.
import { dirname, join, relative, resolve, sep } from 'node:path';

const EXTENSION = /\.(?:[cm]?[jt]sx?)$/;

/** @type {import('eslint').Rule.RuleModule} */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Features are used only through their entry file; shared code never imports a feature.' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          shared: { type: 'array', items: { type: 'string' } },
          entryModules: { type: 'array', items: { type: 'string' } },
        },
        required: ['root', 'shared'],
        additionalProperties: false,
      },
    ],
    messages: {
      deepImport: "Use the {{feature}} feature through its entry file: import from 'features/{{feature}}' (index.ts), not from its files.",
      sharedImportsFeature: 'Shared code ({{folder}}/) never imports a feature ({{feature}}): move what both need into shared code.',
      importsCompositionRoot: 'Only the entry module and tests import the composition root (app/).',
    },
  },
  create(context) {
    const { root, shared, entryModules = ['main'] } = /** @type {{ root: string, shared: string[], entryModules?: string[] }} */ (context.options[0]);
    const sourceRoot = resolve(context.cwd, root);
    const file = context.physicalFilename;
    const fromRoot = relative(sourceRoot, file);
    if (fromRoot.startsWith('..')) return {};

    /** @param {string} path */
    const parts = (path) => relative(sourceRoot, path).replace(EXTENSION, '').split(sep);
    const [fileTop, fileFeature] = parts(file);
    const isTest = fromRoot.split(sep).includes('__tests__') || fileTop === 'test';
    const ownFeature = fileTop === 'features' ? fileFeature : null;

    /**
     * @param {import('estree').Node} node
     * @param {unknown} specifier
     */
    function check(node, specifier) {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = parts(resolve(dirname(file), specifier));
      if (target[0] === '..') return;
      const [top, feature, ...inside] = target;

      if (top === 'app') {
        if (fileTop !== 'app' && !isTest && !entryModules.includes(join(...parts(file)))) {
          context.report({ node, messageId: 'importsCompositionRoot' });
        }
        return;
      }
      if (top !== 'features' || !feature || feature === ownFeature) return;
      if (shared.includes(fileTop) && !isTest) {
        context.report({ node, messageId: 'sharedImportsFeature', data: { folder: fileTop, feature } });
        return;
      }
      const path = inside.join('/');
      const throughEntry = path === '' || path === 'index';
      const testHandlers = isTest && path === '__tests__/handlers';
      if (!throughEntry && !testHandlers) context.report({ node, messageId: 'deepImport', data: { feature } });
    }

    /** @param {import('estree').ImportDeclaration | import('estree').ExportNamedDeclaration | import('estree').ExportAllDeclaration} node */
    const fromSource = (node) => {
      if (node.source) check(node.source, node.source.value);
    };
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => check(node.source, node.source.type === 'Literal' ? node.source.value : undefined),
    };
  },
};
