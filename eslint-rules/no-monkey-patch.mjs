// Public APIs only: this project's code does not change how other code's objects behave. A patched
// prototype or a replaced function of a Node module changes every caller in the process
// (Next.js and the libraries too), relies on how they call it today, and breaks silently
// when they change. Use an option, an event or a wrapper the library documents instead.
import { createRequire, isBuiltin } from 'node:module';

const require = createRequire(import.meta.url);

/** `X.prototype` or `X['prototype']`. */
const isPrototype = (node) =>
  node.type === 'MemberExpression' &&
  (node.computed
    ? node.property.type === 'Literal' && node.property.value === 'prototype'
    : node.property.name === 'prototype');

/** Whether a member chain (`X.prototype`, `X.prototype.y`, `X.prototype.y.z`) goes through a prototype. */
function throughPrototype(node) {
  for (let current = node; current.type === 'MemberExpression'; current = current.object) {
    if (isPrototype(current)) return true;
  }
  return false;
}

const unwrap = (node) =>
  ['TSAsExpression', 'TSSatisfiesExpression', 'TSNonNullExpression', 'TSTypeAssertion'].includes(node.type)
    ? unwrap(node.expression)
    : node;

const isFunction = (node) => ['FunctionExpression', 'ArrowFunctionExpression'].includes(unwrap(node).type);

const propertyName = (member) =>
  member.computed ? (member.property.type === 'Literal' ? String(member.property.value) : null) : member.property.name;

/** `require('node:x')` or `require('x')` of a Node module: the module's name, else null. */
function requiredBuiltin(node) {
  const call = node && unwrap(node);
  if (call?.type !== 'CallExpression' || call.callee.type !== 'Identifier' || call.callee.name !== 'require')
    return null;
  const [argument] = call.arguments;
  return argument?.type === 'Literal' && typeof argument.value === 'string' && isBuiltin(argument.value)
    ? argument.value
    : null;
}

/**
 * What a variable holds when it comes from a Node module: the module and the path inside it
 * (`import dns from 'node:dns'` → dns, []; `import { promises } from 'fs'` → fs, ['promises']).
 */
function builtinBinding(variable) {
  const definition = variable?.defs[0];
  if (!definition) return null;
  if (definition.type === 'ImportBinding') {
    // `import … from 'x'`, or TypeScript's `import x = require('x')`.
    const source =
      definition.parent?.type === 'ImportDeclaration'
        ? definition.parent.source.value
        : definition.node.moduleReference?.expression?.value;
    if (typeof source !== 'string' || !isBuiltin(source)) return null;
    const specifier = definition.node;
    if (specifier.type !== 'ImportSpecifier') return { module: source, path: [] };
    const imported = specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value;
    return { module: source, path: imported === 'default' ? [] : [imported] };
  }
  if (definition.type === 'Variable') {
    const declarator = definition.node;
    const moduleName = requiredBuiltin(declarator.init);
    if (!moduleName) return null;
    if (declarator.id.type === 'Identifier') return { module: moduleName, path: [] };
    if (declarator.id.type === 'ObjectPattern') {
      const property = declarator.id.properties.find(
        (p) => p.type === 'Property' && p.value.type === 'Identifier' && p.value.name === variable.name,
      );
      if (property && !property.computed && property.key.type === 'Identifier')
        return { module: moduleName, path: [property.key.name] };
    }
  }
  return null;
}

/**
 * The global `process` is Node's process module: `process.exit = …` replaces its function as
 * surely as `dns.lookup = …` does. A local variable of that name is not.
 */
const globalProcess = (node, variable) =>
  node.type === 'Identifier' && node.name === 'process' && !variable?.defs.length
    ? { module: 'process', path: [] }
    : null;

/** The type a parameter or variable is declared with, when that type comes from a Node module. */
function builtinTypeOf(variable, scope) {
  const definition = variable?.defs[0];
  if (!definition || (definition.type !== 'Parameter' && definition.type !== 'Variable')) return null;
  const annotated = definition.type === 'Parameter' ? definition.name : definition.node.id;
  const type = annotated?.typeAnnotation?.typeAnnotation;
  if (type?.type !== 'TSTypeReference') return null;
  // `ServerResponse`, or `http.ServerResponse` with `http` imported.
  let typeRoot = type.typeName;
  while (typeRoot.type === 'TSQualifiedName') typeRoot = typeRoot.left;
  if (typeRoot.type !== 'Identifier') return null;
  const binding = builtinBinding(findVariable(scope, typeRoot.name));
  return binding ? { module: binding.module, type: typeName(type.typeName) } : null;
}

const typeName = (node) => (node.type === 'TSQualifiedName' ? `${typeName(node.left)}.${node.right.name}` : node.name);

function findVariable(scope, name) {
  for (let current = scope; current; current = current.upper) {
    const variable = current.set.get(name);
    if (variable) return variable;
  }
  return null;
}

/** Whether the member at `path` of the Node module `module` is a function (null when it cannot be told). */
function isModuleFunction(module, path) {
  let value = require(module);
  for (const key of path) {
    if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return null;
    value = value[key];
  }
  return typeof value === 'function';
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: "Forbid changing prototypes and replacing Node modules' functions (monkey-patching)." },
    schema: [],
    messages: {
      prototype:
        "Do not change a prototype: it changes every object of that kind in the process, the libraries' and Next.js's too, which then no longer behave as documented. Use a documented option, a subclass or a wrapper of your own.",
      moduleFunction:
        "Do not replace {{name}} of Node's '{{module}}' module: the change reaches every caller in the process (Next.js and libraries too) and depends on how they call it today. Use the module's documented options or events, or call your own function.",
      instanceMethod:
        "Do not replace the method {{name}} of this {{type}} (from '{{module}}'): the code that owns the object calls it expecting Node's behaviour, and breaks silently when that code changes. Use the object's documented events and options.",
    },
  },
  create(context) {
    const sourceCode = context.sourceCode;

    /** Checks the assignment `node` of `value` to the member expression `target`. */
    function check(node, target, value) {
      if (throughPrototype(target)) {
        context.report({ node, messageId: 'prototype' });
        return;
      }
      // Walk down to the root of the chain: `dns.lookup` → dns, ['lookup'].
      const path = [];
      let root = target;
      while (root.type === 'MemberExpression') {
        const name = propertyName(root);
        if (name === null) return;
        path.unshift(name);
        root = unwrap(root.object);
      }
      const requiredName = requiredBuiltin(root);
      const scope = sourceCode.getScope(node);
      const variable = root.type === 'Identifier' ? findVariable(scope, root.name) : null;
      const binding = requiredName
        ? { module: requiredName, path: [] }
        : (builtinBinding(variable) ?? globalProcess(root, variable));
      const name = sourceCode.getText(target);
      if (binding) {
        const fullPath = [...binding.path, ...path];
        const isFunctionMember = isModuleFunction(binding.module, fullPath);
        if (isFunctionMember || (isFunctionMember === null && value && isFunction(value)))
          context.report({ node, messageId: 'moduleFunction', data: { name, module: binding.module } });
        return;
      }
      if (path.length > 0 && value && isFunction(value)) {
        const type = builtinTypeOf(variable, scope);
        if (type) context.report({ node, messageId: 'instanceMethod', data: { name, ...type } });
      }
    }

    const definers = {
      Object: new Set(['defineProperty', 'defineProperties', 'assign', 'setPrototypeOf']),
      Reflect: new Set(['defineProperty', 'set', 'setPrototypeOf']),
    };

    return {
      AssignmentExpression(node) {
        if (node.left.type === 'MemberExpression') check(node, node.left, node.right);
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.object.type !== 'Identifier') return;
        const names = definers[callee.object.name];
        const method = propertyName(callee);
        if (!names || !names.has(method) || node.arguments.length === 0) return;
        // Only the globals Object and Reflect, not a local variable of that name.
        if (findVariable(sourceCode.getScope(node), callee.object.name)?.defs.length) return;
        const target = unwrap(node.arguments[0]);
        if (target.type === 'MemberExpression' && throughPrototype(target)) {
          context.report({ node, messageId: 'prototype' });
          return;
        }
        // Object.defineProperty(http, 'createServer', …) and the like: a change to the module object.
        const rootVariable = target.type === 'Identifier' ? findVariable(sourceCode.getScope(node), target.name) : null;
        const binding = requiredBuiltin(target)
          ? { module: requiredBuiltin(target) }
          : (builtinBinding(rootVariable) ?? globalProcess(target, rootVariable));
        if (binding)
          context.report({
            node,
            messageId: 'moduleFunction',
            data: { name: sourceCode.getText(target), module: binding.module },
          });
      },
    };
  },
};

export default rule;
