/** Custom Elements Manifest: generated from the JSDoc on the element classes (`npm run build`). */
export default {
  globs: ['src/**/*.ts'],
  exclude: ['src/**/*.test.ts'],
  litelement: true,
  dependencies: false,
  // package.json names the published custom-elements.json itself; left on, the analyzer would
  // write each run's temporary output folder into it.
  packagejson: false,
};
