/**
 * Fails the current test when Lit prints a dev-mode warning (a `lit.dev/msg/...` link), the way
 * Spectrum Web Components guards its suites: such a warning is a bug we'd otherwise never read.
 * Import it first in every element test file; it registers a root-level `afterEach`.
 */
const litWarnings: string[] = [];
const originalWarn = console.warn.bind(console);

console.warn = (...args: unknown[]) => {
  const text = args.map(String).join(' ');
  if (text.includes('lit.dev/msg/') && !text.includes('lit.dev/msg/dev-mode')) litWarnings.push(text);
  originalWarn(...args);
};

afterEach(function failOnLitWarning() {
  if (litWarnings.length === 0) return;
  const warnings = litWarnings.splice(0);
  throw new Error(`Lit printed a dev-mode warning:\n${warnings.join('\n')}`);
});
