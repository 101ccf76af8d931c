/**
 * Runs the Node test files named on the command line with node:test, each in a process of its
 * own, reporting through node-test-reporter.ts (silent on success). scripts/test.ts spawns it as
 * `node --import tsx scripts/lib/run-node-tests.ts <files>`: the test processes inherit
 * `--import tsx`, and the reporter, TypeScript like them, loads here, which `--test-reporter`
 * cannot do.
 */
import { run } from 'node:test';
import nodeTestReporter from './node-test-reporter.js';

const files = process.argv.slice(2);
run({ files, concurrency: true })
  .on('test:fail', () => {
    process.exitCode = 1;
  })
  .compose(nodeTestReporter)
  .pipe(process.stdout);
