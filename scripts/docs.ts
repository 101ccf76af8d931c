/**
 * `npm run docs`: writes custom-elements.json and vscode.html-custom-data.json at the package root
 * and regenerates the README's API tables from them. test/package/manifest.node.test.ts fails when
 * the README's tables differ from what the manifest says, so they cannot drift.
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { apiTables, vscodeHtmlData, withApiTables } from './lib/api-docs.js';
import { generateManifest, readElements } from './lib/manifest.js';

const manifestPath = generateManifest();
const elements = readElements(manifestPath);
copyFileSync(manifestPath, 'custom-elements.json');
writeFileSync('vscode.html-custom-data.json', `${JSON.stringify(vscodeHtmlData(elements), null, 2)}\n`);
const readme = readFileSync('README.md', 'utf8');
const updated = withApiTables(readme, apiTables(elements));
if (updated !== readme) writeFileSync('README.md', updated);
console.log(`custom-elements.json: ${elements.size} elements; vscode.html-custom-data.json; README API tables ${updated === readme ? 'unchanged' : 'updated'}`);
