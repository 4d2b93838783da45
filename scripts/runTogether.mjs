// Runs npm scripts at the same time, each's output printed whole once it ends, and fails when any
// fails. `npm test` runs its single-threaded checks (type check, lint) side by side, and the
// browser demo's suite beside the end-to-end suite, whose two browsers leave much of the two
// cores idle while pages wait for their answers.
//   node scripts/runTogether.mjs typecheck lint
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
const runs = scripts.map(
  (script) =>
    new Promise((resolve) => {
      const child = spawn('npm', ['run', '--silent', script], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('close', (code) => {
        process.stdout.write(`\n> npm run ${script}\n${Buffer.concat(output).toString()}`);
        if (code !== 0) process.stdout.write(`npm run ${script} failed (exit ${code})\n`);
        resolve(code === 0);
      });
    }),
);
const passed = await Promise.all(runs);
process.exit(passed.every(Boolean) ? 0 : 1);
