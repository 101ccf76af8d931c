/**
 * `npm run docs`: writes custom-elements.json and vscode.html-custom-data.json at the package root
 * and regenerates the API tables of docs/api.md (between its markers) from them.
 * test/package/manifest.node.test.ts fails when those tables differ from what the manifest says, so
 * they cannot drift from the JSDoc.
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { API_DOC, apiTables, vscodeHtmlData, withApiTables } from './lib/api-docs.js';
import { generateManifest, readElements } from './lib/manifest.js';

const manifestPath = generateManifest();
const elements = readElements(manifestPath);
copyFileSync(manifestPath, 'custom-elements.json');
writeFileSync('vscode.html-custom-data.json', `${JSON.stringify(vscodeHtmlData(elements), null, 2)}\n`);
const page = readFileSync(API_DOC, 'utf8');
const updated = withApiTables(page, apiTables(elements));
if (updated !== page) writeFileSync(API_DOC, updated);
console.log(`custom-elements.json: ${elements.size} elements; vscode.html-custom-data.json; ${API_DOC} ${updated === page ? 'unchanged' : 'updated'}`);
