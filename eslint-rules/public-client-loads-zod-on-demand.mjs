// The public pages' client components load zod only when it is needed, through import().
// One static import of a module that builds a schema when it loads puts all of zod (31 KiB
// gzip) in the page's first load, however far down the chain that module is: it happened when
// the contact form and its hook took a field name from lib/idempotency/key.ts, next to a
// schema. So this rule follows the static imports of each client component through the
// project's own modules.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const isZod = (specifier) => specifier === 'zod' || specifier.startsWith('zod/');
const isLocal = (specifier) => specifier.startsWith('.') || specifier.startsWith('@/');

/** The module specifiers a program loads when it is loaded: static imports and re-exports, not `import type`. */
function staticSpecifiers(program) {
  const specifiers = [];
  for (const node of program.body) {
    if (node.type === 'ImportDeclaration' && node.importKind !== 'type')
      specifiers.push({ node, from: node.source.value });
    else if (
      (node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') &&
      node.source &&
      node.exportKind !== 'type'
    )
      specifiers.push({ node, from: node.source.value });
  }
  return specifiers;
}

const hasDirective = (program, directive) =>
  program.body.some((node) => node.type === 'ExpressionStatement' && node.directive === directive);

/** Parsed modules by file, kept while the file is unchanged (an editor keeps ESLint running). */
const modules = new Map();

function readModule(file, parser) {
  const { mtimeMs } = statSync(file);
  const cached = modules.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached;
  const text = readFileSync(file, 'utf8');
  const options = { ecmaVersion: 'latest', sourceType: 'module', filePath: file, ecmaFeatures: { jsx: true } };
  // A parser offers parse() (the tree only, quicker) or parseForESLint() (the tree and more).
  const program = parser.parse ? parser.parse(text, options) : parser.parseForESLint(text, options).ast;
  const parsed = {
    mtimeMs,
    useServer: hasDirective(program, 'use server'),
    specifiers: staticSpecifiers(program).map((s) => s.from),
  };
  modules.set(file, parsed);
  return parsed;
}

/** The project file a local specifier names, as the TypeScript paths (`@/` is the root) resolve it. */
function resolveLocal(from, specifier, root) {
  const base = specifier.startsWith('@/')
    ? path.join(root, specifier.slice(2))
    : path.resolve(path.dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    try {
      if (/\.tsx?$/.test(candidate) && statSync(candidate).isFile()) return candidate;
    } catch {
      // not this candidate
    }
  }
  return null;
}

/** The chain of files by which `file` statically reaches zod, or null. */
function chainToZod(file, root, parser, seen) {
  if (seen.has(file)) return null;
  seen.add(file);
  const parsed = readModule(file, parser);
  // A 'use server' module reaches the browser as references to its actions, not as code.
  if (parsed.useServer) return null;
  for (const specifier of parsed.specifiers) {
    if (isZod(specifier)) return [specifier];
    if (!isLocal(specifier)) continue;
    const next = resolveLocal(file, specifier, root);
    const rest = next && chainToZod(next, root, parser, seen);
    if (rest) return [path.relative(root, next), ...rest];
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: "Forbid static imports that reach zod from the public pages' client components." },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' } },
        required: ['root'],
        additionalProperties: false,
      },
    ],
    messages: {
      reachesZod:
        "This import loads zod at first ({{chain}}): the public pages load zod only through import(), because a static import puts all of zod (31 KiB gzip) in the page's first load. Load the schema with import() where it is needed, or move what this file needs to a module without zod.",
    },
  },
  create(context) {
    const { root } = context.options[0];
    const parser = context.languageOptions.parser;
    return {
      Program(program) {
        if (!hasDirective(program, 'use client')) return;
        for (const { node, from } of staticSpecifiers(program)) {
          let chain = null;
          if (isZod(from)) chain = [from];
          else if (isLocal(from)) {
            const file = resolveLocal(context.filename, from, root);
            const rest = file && chainToZod(file, root, parser, new Set([context.filename]));
            if (rest) chain = [path.relative(root, file), ...rest];
          }
          if (chain) context.report({ node, messageId: 'reachesZod', data: { chain: chain.join(' → ') } });
        }
      },
    };
  },
};

export default rule;
