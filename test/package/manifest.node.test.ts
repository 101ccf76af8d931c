/**
 * The Custom Elements Manifest is the package's machine-readable API: editors, Storybook and the
 * tables of docs/api.md read it. These tests fail when it lacks a name CONTRACT.md lists, or when
 * docs/api.md's tables no longer say what it says.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, describe, it } from 'node:test';
import { API_DOC, apiTables, generatedSection } from '../../scripts/lib/api-docs.js';
import { generateManifest, publicMembers, readElements, type ElementDeclaration } from '../../scripts/lib/manifest.js';

/** The names CONTRACT.md fixes, element by element. */
const CONTRACT = {
  'job-board': {
    attributes: ['token', 'base-url', 'page-size', 'page', 'query', 'workplaces', 'job', 'routing', 'param-prefix', 'apply-href', 'lang'],
    properties: ['token', 'baseUrl', 'pageSize', 'page', 'query', 'workplaces', 'job', 'routing', 'paramPrefix', 'applyHref', 'strings', 'status', 'posts', 'totalCount'],
    methods: ['refresh', 'showJob', 'showList'],
    events: {
      'job-board-load': 'JobBoardLoadDetail',
      'job-board-select': 'JobBoardSelectDetail',
      'job-board-change': 'JobBoardChangeDetail',
      'job-board-error': 'JobBoardErrorDetail',
    },
    slots: ['', 'empty', 'error'],
    parts: ['controls', 'summary', 'list', 'item', 'item-link', 'item-title', 'item-meta', 'badge', 'pagination', 'page-button', 'detail', 'detail-title', 'back-link', 'apply-link', 'posted', 'share-button', 'description', 'status', 'retry-button'],
    cssProperties: ['--job-board-font-family', '--job-board-color', '--job-board-muted-color', '--job-board-background', '--job-board-surface', '--job-board-border-color', '--job-board-accent', '--job-board-accent-contrast', '--job-board-radius', '--job-board-spacing', '--job-board-focus-ring'],
  },
  'job-board-search': {
    attributes: ['label', 'placeholder', 'value', 'debounce'],
    properties: ['label', 'placeholder', 'value', 'debounce'],
    methods: [],
    events: { 'job-board-search': 'JobBoardSearchDetail' },
    slots: [],
    parts: ['input'],
    cssProperties: [],
  },
  'job-board-workplace-filter': {
    attributes: ['label', 'options', 'value'],
    properties: ['label', 'options', 'value'],
    methods: [],
    events: { 'job-board-workplaces': 'JobBoardWorkplacesDetail' },
    slots: [],
    parts: ['option'],
    cssProperties: [],
  },
} as const;

let elements: Map<string, ElementDeclaration>;

before(() => {
  elements = readElements(generateManifest());
});

function missing(expected: readonly string[], actual: (string | undefined)[]): string[] {
  return expected.filter((name) => !actual.includes(name));
}

for (const [tag, contract] of Object.entries(CONTRACT)) {
  describe(`manifest: <${tag}>`, () => {
    const element = () => {
      const declaration = elements.get(tag);
      assert.ok(declaration, `the manifest declares no <${tag}>`);
      return declaration;
    };

    it('has every attribute of the contract', () => {
      assert.deepEqual(missing(contract.attributes, (element().attributes ?? []).map((a) => a.name)), []);
    });

    it('has every property and method of the contract, documented', () => {
      const members = publicMembers(element());
      assert.deepEqual(missing(contract.properties, members.filter((m) => m.kind === 'field').map((m) => m.name)), []);
      assert.deepEqual(missing(contract.methods, members.filter((m) => m.kind === 'method').map((m) => m.name)), []);
      for (const name of [...contract.properties, ...contract.methods]) {
        const member = members.find((m) => m.name === name);
        assert.ok(member?.description, `${name} has no JSDoc description`);
      }
    });

    it('has every event of the contract with its detail type', () => {
      const events = element().events ?? [];
      for (const [name, detail] of Object.entries(contract.events)) {
        const event = events.find((e) => e.name === name);
        assert.ok(event, `event ${name} is missing`);
        assert.match(event.type?.text ?? '', new RegExp(`CustomEvent<${detail}>`), `event ${name} has no detail type`);
      }
    });

    it('has every slot, part and CSS custom property of the contract', () => {
      const declaration = element();
      assert.deepEqual(missing(contract.slots, (declaration.slots ?? []).map((s) => s.name)), []);
      assert.deepEqual(missing(contract.parts, (declaration.cssParts ?? []).map((p) => p.name)), []);
      assert.deepEqual(missing(contract.cssProperties, (declaration.cssProperties ?? []).map((p) => p.name)), []);
    });
  });
}

describe('package.json', () => {
  it('points "customElements" at the manifest the package ships', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { customElements?: string; files?: string[] };
    assert.equal(pkg.customElements, 'custom-elements.json');
    assert.ok(pkg.files?.includes('custom-elements.json'), 'custom-elements.json is in "files"');
  });
});

describe('docs/api.md', () => {
  it('has tables that say exactly what the manifest says (run `npm run docs` after changing the JSDoc)', () => {
    const section = generatedSection(readFileSync(API_DOC, 'utf8'));
    assert.ok(section !== undefined, `${API_DOC} has no generated API section`);
    assert.equal(section.trim(), apiTables(elements).trim());
  });

  it('is the only page with generated tables (the README links to it)', () => {
    assert.equal(generatedSection(readFileSync('README.md', 'utf8')), undefined);
  });
});
