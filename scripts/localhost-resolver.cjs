/* eslint-disable @typescript-eslint/no-require-imports -- preloaded with node --require, so CommonJS */
// RFC 6761: every *.localhost name is loopback. Chromium resolves portal.localhost itself;
// Node's resolver asks the system, which often does not know it. Preloaded into the Next.js
// server in local runs so server-side requests to the portal host (e.g. the RSC fetch after
// a server action's redirect) reach this machine.
const dns = require('node:dns');

const originalLookup = dns.lookup;
const LOCALHOST = /(^|\.)localhost\.?$/i;

dns.lookup = function lookup(hostname, options, callback) {
  if (typeof hostname !== 'string' || !LOCALHOST.test(hostname)) {
    return originalLookup.apply(this, arguments);
  }
  if (typeof options === 'function') {
    callback = options;
    options = {};
  }
  const all = typeof options === 'object' && options !== null && options.all;
  process.nextTick(() =>
    all ? callback(null, [{ address: '127.0.0.1', family: 4 }]) : callback(null, '127.0.0.1', 4),
  );
  return {};
};
