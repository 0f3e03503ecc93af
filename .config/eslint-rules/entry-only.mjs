// ESLint rule: a feature folder (one folder per feature under `features`) is used from outside
// only through its entry file (<feature>/index.ts), and shared folders never import a feature.
// Relative import paths are resolved against the importing file, so the depth of `../` does not
// matter. Written for the API's modules; any app can point it at its own feature folders.
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

/**
 * @param {string} parent
 * @param {string} path
 * @returns {string | null} the path of `path` inside `parent`, or null when it is outside
 */
function inside(parent, path) {
  const rel = relative(parent, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel)) ? rel : null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const entryOnly = {
  meta: {
    type: 'problem',
    docs: { description: 'Use a feature from outside only through its entry file; shared code imports no feature' },
    schema: [
      {
        type: 'object',
        properties: {
          features: { type: 'string', description: 'absolute path of the folder holding one folder per feature' },
          shared: { type: 'array', items: { type: 'string' }, description: 'absolute paths of shared folders' },
        },
        required: ['features'],
        additionalProperties: false,
      },
    ],
    messages: {
      deep: "'{{source}}' reaches inside '{{feature}}': import its entry file ('{{entry}}') and export what you need from there.",
      shared: "Shared code must not import the feature '{{feature}}' ('{{source}}'): move what both need into shared code.",
    },
  },
  create(context) {
    const options = /** @type {{ features: string, shared?: string[] }} */ (context.options[0]);
    const file = context.filename;
    /** @param {string} path */
    const featureOf = (path) => inside(options.features, path)?.split(sep)[0] || null;
    const own = featureOf(file);
    const fromShared = (options.shared ?? []).some((dir) => inside(dir, file) !== null);

    /**
     * @param {import('estree').Node} node
     * @param {unknown} source
     */
    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolve(dirname(file), source);
      const feature = featureOf(target);
      if (!feature || feature === own) return;
      const entry = relative(dirname(file), join(options.features, feature)) || '.';
      const data = { source, feature, entry: entry.startsWith('.') ? entry : `./${entry}` };
      if (fromShared) {
        context.report({ node, messageId: 'shared', data });
        return;
      }
      const within = inside(join(options.features, feature), target);
      if (within === '' || within === 'index' || within === 'index.ts' || within === 'index.js') return;
      context.report({ node, messageId: 'deep', data });
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => {
        if (node.source) check(node.source, node.source.value);
      },
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => {
        if (node.source.type === 'Literal') check(node.source, node.source.value);
      },
    };
  },
};
