// Imported first by the scripts people run (`npm start`, `npm run dev`, `npm test`): on a Node.js
// older than the project supports, say so plainly instead of failing later with a stack trace
// from some dependency. `npm install` already refuses such a Node (engine-strict in .npmrc).
const SUPPORTED_MAJOR = 22;
const RECOMMENDED = 'Node.js 24 LTS';

const major = Number(process.versions.node.split('.')[0]);
if (major < SUPPORTED_MAJOR) {
  console.error(
    `\nThis project needs Node.js ${SUPPORTED_MAJOR} or newer (${RECOMMENDED} recommended); ` +
      `this is Node.js ${process.versions.node}.\nInstall a supported version (https://nodejs.org) and run the command again.\n`,
  );
  process.exit(1);
}
