// Zod probes for `new Function` when a schema is built. The pages' CSP has no 'unsafe-eval',
// so that probe alone reports a violation in the browser. lib/zod-csp.ts switches the probe
// off; it only works if it runs before zod builds anything, so every module that imports zod
// imports it first.

/** `zod` itself or one of its entry points (`zod/v4`, `zod/mini`, …). */
const isZod = (specifier) => specifier === 'zod' || specifier.startsWith('zod/');

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Require the side-effect import of the zod CSP setup before any import of zod.' },
    schema: [
      {
        type: 'object',
        properties: { setup: { type: 'string' } },
        required: ['setup'],
        additionalProperties: false,
      },
    ],
    messages: {
      missing:
        "Add `import '{{setup}}';` before this import of zod: it stops zod's eval probe, which the CSP (no 'unsafe-eval') reports as a violation on every page that builds a schema.",
      late: "Move `import '{{setup}}';` above this import of zod: the setup must run before zod builds a schema, or zod's eval probe still trips the CSP (no 'unsafe-eval').",
    },
  },
  create(context) {
    const { setup } = context.options[0];
    return {
      Program(program) {
        let setupSeen = false;
        for (const node of program.body) {
          if (node.type === 'ImportDeclaration' && node.source.value === setup && node.specifiers.length === 0) {
            setupSeen = true;
            continue;
          }
          const isValueImport =
            (node.type === 'ImportDeclaration' && node.importKind !== 'type') ||
            ((node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') &&
              node.source &&
              node.exportKind !== 'type');
          if (!isValueImport || !isZod(String(node.source.value)) || setupSeen) continue;
          const importedLater = program.body.some(
            (other) =>
              other.type === 'ImportDeclaration' && other.source.value === setup && other.specifiers.length === 0,
          );
          context.report({ node, messageId: importedLater ? 'late' : 'missing', data: { setup } });
          return;
        }
      },
    };
  },
};

export default rule;
