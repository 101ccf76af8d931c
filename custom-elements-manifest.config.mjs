/** Custom Elements Manifest: generated from the JSDoc on the element classes (`npm run build`). */
export default {
  globs: ['src/**/*.ts'],
  exclude: ['src/**/*.test.ts'],
  litelement: true,
  dependencies: false,
};
