import path from 'node:path';

/**
 * Module boundaries between features (docs/decisions/0051-module-boundaries.md).
 *
 * Options: `features`, the features folder (from the repository root), and either `shared`, the
 * modules of a feature that other features may import (everything else is private), or `private`,
 * the modules no other feature may import, with `open` naming exceptions (`feature/module`) shared on
 * purpose. Code outside the features folder may import no
 * feature's module at all (the folder's own index, which finds features by name, is fine).
 * Checks static imports, re-exports and `import('…')` with a literal path.
 */
export const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: "A feature uses another feature only through that feature's shared modules" },
    schema: [
      {
        type: 'object',
        properties: {
          features: { type: 'string' },
          shared: { type: 'array', items: { type: 'string' } },
          private: { type: 'array', items: { type: 'string' } },
          open: { type: 'array', items: { type: 'string' } },
        },
        required: ['features'],
        additionalProperties: false,
      },
    ],
    messages: {
      foreign: "'{{module}}' belongs to feature '{{feature}}'; {{hint}}",
      shell:
        "Code outside the features may not import feature '{{feature}}' ('{{module}}'); move what both need out of it.",
    },
  },
  create(context) {
    const options = context.options[0];
    const featuresDir = path.resolve(context.cwd, options.features);
    /** The feature a file belongs to, and the module's path inside it without extension. */
    const featureOf = (file) => {
      const rel = path.relative(featuresDir, file);
      if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
      const [name, ...rest] = rel.split(path.sep);
      if (rest.length === 0) return null;
      return {
        name,
        module: rest
          .join('/')
          .replace(/\.(tsx?|jsx?|mjs)$/, '')
          .replace(/\/index$/, ''),
      };
    };
    const allowed = ({ name, module }) =>
      (options.open ?? []).includes(`${name}/${module}`) ||
      (options.shared ? options.shared.includes(module) : !(options.private ?? []).includes(module));
    const hint = options.shared
      ? `import only its ${options.shared.map((m) => `'${m}'`).join(', ')}, or move the piece to shared code`
      : `its ${(options.private ?? []).map((m) => `'${m}'`).join(', ')} are its own: go through its service`;
    const own = featureOf(context.filename);

    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = featureOf(path.resolve(path.dirname(context.filename), source));
      if (!target || (own && target.name === own.name)) return;
      const data = { feature: target.name, module: source, hint };
      if (!own) context.report({ node, messageId: 'shell', data });
      else if (!allowed(target)) context.report({ node, messageId: 'foreign', data });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { boundaries } };
