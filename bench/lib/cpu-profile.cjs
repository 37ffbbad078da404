/* eslint-disable @typescript-eslint/no-require-imports -- preloaded with node --require, so CommonJS */
// Preloaded (NODE_OPTIONS=--require) into the bench's servers when it profiles (Node refuses
// --cpu-prof in NODE_OPTIONS): records a V8 CPU profile from start to exit and writes it to
// CPU_PROFILE_DIR as <pid>.cpuprofile (open it in Chrome DevTools' Performance panel).
const inspector = require('node:inspector');
const fs = require('node:fs');
const path = require('node:path');

const dir = process.env.CPU_PROFILE_DIR;
if (dir) {
  const session = new inspector.Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 500 });
  session.post('Profiler.start');
  // The in-process session answers synchronously, so this works in an exit handler.
  process.on('exit', () => {
    session.post('Profiler.stop', (error, result) => {
      if (error) return;
      const name = `${path.basename(process.argv[1] ?? 'node')}-${process.pid}.cpuprofile`;
      fs.writeFileSync(path.join(dir, name), JSON.stringify(result.profile));
    });
  });
}
