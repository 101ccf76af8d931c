/**
 * The benchmarks live in bench/ now; test/node/production-bundles.node.test.ts still imports its
 * server from here. Point that import at bench/serve.js and delete this file.
 */
export { serve } from '../../bench/serve.js';
