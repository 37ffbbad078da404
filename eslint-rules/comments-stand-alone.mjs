// A comment, or a test's title, is read by someone who has the repository and nothing else: no
// issue tracker, no product brief, no design notes. A pointer to an issue's number, an item
// of its list or a section of the brief sends that reader to a page they cannot open, so the reason has to be written out where it is needed
// (or, when it is a decision, in docs/decisions/). Links to other projects' public issues
// (owner/repo#123, a URL) name where to read and stay allowed.

/** What points outside the repository, each with the word the report uses. */
const REFERENCES = [
  { pattern: /\bissues?[ -]#?\d+/i, what: 'an issue number' },
  { pattern: /(?:^|[\s(])#\d+\b/, what: 'an issue number' },
  { pattern: /\bitems? \d+(?:\s*[–-]\s*\d+)?\b/i, what: "an item of an issue's list" },
  { pattern: /§/, what: 'a section of a document outside the repository' },
  // The product brief's wording, not a Playwright spec file ("a spec's own server").
  { pattern: /\b(?:the spec\b(?!\s*files?\b)|spec(?:'s|’s) (?!own\b)|\(spec\b|spec:)/i, what: 'the product spec' },
  { pattern: /\bDESIGN(?:\.md)?\b|PRODUCT_SPEC|STYLE\.md/, what: 'a document outside the repository' },
];

/** The first outside reference in `text`, as the words the report uses, or null. */
function outsideReference(text) {
  // A URL or another project's `owner/repo#123` is a public address, not our tracker.
  const local = text.replace(/https?:\/\/\S+/g, '').replace(/[\w.-]+\/[\w.-]+#\d+/g, '');
  return REFERENCES.find(({ pattern }) => pattern.test(local))?.what ?? null;
}

const TEST_CALLS = new Set(['describe', 'it', 'test']);

/** `describe(…)`, `it.each(…)(…)`, `test.describe(…)`: a call whose first argument is a title. */
function isTestCall(callee) {
  if (callee.type === 'Identifier') return TEST_CALLS.has(callee.name);
  if (callee.type === 'MemberExpression') return isTestCall(callee.object);
  if (callee.type === 'CallExpression') return isTestCall(callee.callee);
  return false;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Comments and test titles explain themselves instead of citing an issue or the spec.' },
    schema: [],
    messages: {
      outside:
        'This cites {{what}}, which a reader of the repository cannot open. Say the reason in words here, or in a decision record under docs/decisions/.',
    },
  },
  create(context) {
    const report = (node, loc, text) => {
      const what = outsideReference(text);
      if (what) context.report({ node, loc, messageId: 'outside', data: { what } });
    };
    return {
      Program(program) {
        for (const comment of context.sourceCode.getAllComments()) report(program, comment.loc, comment.value);
      },
      CallExpression(node) {
        if (!isTestCall(node.callee)) return;
        const [title] = node.arguments;
        if (title?.type === 'Literal' && typeof title.value === 'string') report(title, title.loc, title.value);
        if (title?.type === 'TemplateLiteral') {
          report(title, title.loc, title.quasis.map((q) => q.value.cooked).join(''));
        }
      },
    };
  },
};

export default rule;
