// The project's own ESLint rules, for what ESLint's built-in rules cannot express:
// an import required before another, a chain of imports followed across files, knowing
// which names hold a Node module, and reading the words of comments.
import commentsStandAlone from './comments-stand-alone.mjs';
import noMonkeyPatch from './no-monkey-patch.mjs';
import publicClientLoadsZodOnDemand from './public-client-loads-zod-on-demand.mjs';
import zodCspFirst from './zod-csp-first.mjs';

const plugin = {
  meta: { name: 'project' },
  rules: {
    'comments-stand-alone': commentsStandAlone,
    'no-monkey-patch': noMonkeyPatch,
    'public-client-loads-zod-on-demand': publicClientLoadsZodOnDemand,
    'zod-csp-first': zodCspFirst,
  },
};

export default plugin;
