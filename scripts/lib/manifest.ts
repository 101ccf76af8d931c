/**
 * The Custom Elements Manifest: generated from the JSDoc on the element classes, and the source of
 * the editor data and of the README's API tables.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ManifestItem {
  name: string;
  description?: string;
  summary?: string;
  type?: { text: string };
  default?: string;
  fieldName?: string;
  attribute?: string;
  kind?: string;
  privacy?: string;
  static?: boolean;
  readonly?: boolean;
  parameters?: { name: string; type?: { text: string } }[];
  return?: { type?: { text: string } };
}

export interface ElementDeclaration {
  name: string;
  tagName: string;
  summary?: string;
  description?: string;
  customElement: true;
  attributes?: ManifestItem[];
  members?: ManifestItem[];
  events?: ManifestItem[];
  slots?: ManifestItem[];
  cssParts?: ManifestItem[];
  cssProperties?: ManifestItem[];
}

interface Manifest {
  modules: { declarations?: (Partial<ElementDeclaration> & { name: string })[] }[];
}

/**
 * Runs the analyzer into a fresh folder under .cache/ and returns the file's path. (The analyzer
 * joins even an absolute `--outdir` to the working directory, so the folder must be relative.)
 */
export function generateManifest(): string {
  mkdirSync('.cache', { recursive: true });
  const outdir = mkdtempSync('.cache/cem-');
  const result = spawnSync(
    process.execPath,
    ['node_modules/@custom-elements-manifest/analyzer/cem.js', 'analyze', '--config', 'custom-elements-manifest.config.mjs', '--outdir', outdir, '--quiet'],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`custom-elements-manifest failed:\n${result.stderr}${result.stdout}`);
  return join(outdir, 'custom-elements.json');
}

/**
 * The custom elements a manifest declares, by tag name, in tag-name order: the analyzer lists
 * modules in the order the file system gives, which differs between machines and runs.
 */
export function readElements(path: string): Map<string, ElementDeclaration> {
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  const elements: ElementDeclaration[] = [];
  for (const module of manifest.modules) {
    for (const declaration of module.declarations ?? []) {
      if (declaration.customElement && declaration.tagName) elements.push(declaration as ElementDeclaration);
    }
  }
  elements.sort((a, b) => (a.tagName < b.tagName ? -1 : a.tagName > b.tagName ? 1 : 0));
  return new Map(elements.map((element) => [element.tagName, element]));
}

/** The public members: no private or protected ones, no statics, no lifecycle overrides. */
export function publicMembers(element: ElementDeclaration): ManifestItem[] {
  const lifecycle = new Set(['connectedCallback', 'disconnectedCallback', 'render', 'willUpdate', 'updated', 'firstUpdated']);
  return (element.members ?? []).filter(
    (member) => !member.static && (member.privacy ?? 'public') === 'public' && !lifecycle.has(member.name) && !member.name.startsWith('_'),
  );
}
