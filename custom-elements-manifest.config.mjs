/** Custom Elements Manifest: generated from the JSDoc on the element classes (`npm run build`). */

/**
 * A member's `@default` tag wins over its initializer's text: a default kept in one constant
 * (`timeout = DEFAULT_TIMEOUT_MS`, src/core/settings.ts) is documented by its value, not its name.
 */
function jsDocDefaults() {
  return {
    name: 'jsdoc-defaults',
    analyzePhase({ ts, node, moduleDoc }) {
      if (!ts.isPropertyDeclaration(node) || !ts.isClassDeclaration(node.parent) || !node.parent.name) return;
      const tag = ts.getJSDocTags(node).find((candidate) => candidate.tagName.getText() === 'default');
      const value = typeof tag?.comment === 'string' ? tag.comment.trim() : undefined;
      if (!value) return;
      const declaration = moduleDoc.declarations?.find((candidate) => candidate.name === node.parent.name.getText());
      const member = declaration?.members?.find((candidate) => candidate.name === node.name.getText());
      if (member) member.default = value;
      const attribute = declaration?.attributes?.find((candidate) => candidate.fieldName === node.name.getText());
      if (attribute) attribute.default = value;
    },
  };
}

export default {
  globs: ['src/**/*.ts'],
  exclude: ['src/**/*.test.ts'],
  litelement: true,
  dependencies: false,
  // package.json names the published custom-elements.json itself; left on, the analyzer would
  // write each run's temporary output folder into it.
  packagejson: false,
  plugins: [jsDocDefaults()],
};
