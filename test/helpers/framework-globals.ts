/**
 * Globals that bundlers normally replace at build time, defined before React or Vue is imported
 * (import this module first, before `react`, `react-dom` or `vue`; ES modules
 * are evaluated in import order). The test runner serves both frameworks unbundled:
 * - react / react-dom (converted from CommonJS) read `process.env.NODE_ENV` to pick their build;
 * - vue's default `module` build (`vue.runtime.esm-bundler.js`) reads `process.env.NODE_ENV` and
 *   the `__VUE_*__` compile-time feature flags, and warns when the flags are not defined.
 * Development builds, as an integrator's dev server would serve them (with their dev warnings).
 * Each test file runs in a page of its own, so these globals reach no other suite.
 */
const scope = globalThis as Record<string, unknown>;
scope.process = { env: { NODE_ENV: 'development' } };
scope.__VUE_OPTIONS_API__ = true;
scope.__VUE_PROD_DEVTOOLS__ = false;
scope.__VUE_PROD_HYDRATION_MISMATCH_DETAILS__ = false;

export {};
