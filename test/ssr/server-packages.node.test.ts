/**
 * Issue 38, points 1 and 5: the server packages' check loads each by a literal name a bundler
 * leaves to Node (Next.js bundling job-board-element stopped at `import(name)`: "Cannot find
 * module as expression is too dynamic"), and the line a missing package's message gives installs
 * versions the peer ranges accept (a bare `sanitize-html` installs 2.18, which `~2.17.0` refuses,
 * so npm refused the line the message repeated), with parse5 8 (Astro's) accepted.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { installLine, missingServerPackages, SERVER_PACKAGE_VERSIONS, SERVER_PACKAGES, requireServerPackages } from '../../src/ssr/server-packages.js';
import { missingPackagesMessage } from '../../src/cli/server-packages.js';

const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { peerDependencies: Record<string, string> };
/** The module's code, without its doc comments (which name `import(name)` to say why not). */
const source = readFileSync(new URL('../../src/ssr/server-packages.ts', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => !/^\s*(\/\*\*|\*|\/\/)/.test(line))
  .join('\n');

const notFound = (name: string) => Object.assign(new Error(`Cannot find package '${name}' imported from /app/server.js`), { code: 'ERR_MODULE_NOT_FOUND' });

describe('the server packages', () => {
  it('each is installed at one of its peer range\'s alternatives, and the parse5 peer takes 8 (Astro\'s) as well as 7 (Lit\'s)', () => {
    for (const name of SERVER_PACKAGES) {
      const alternatives = manifest.peerDependencies[name]!.split('||').map((range) => range.trim());
      assert.ok(alternatives.includes(SERVER_PACKAGE_VERSIONS[name]), `${name}@${SERVER_PACKAGE_VERSIONS[name]} is not in its peer range ${manifest.peerDependencies[name]}`);
    }
    assert.deepEqual(manifest.peerDependencies.parse5!.split('||').map((range) => range.trim()), ['^7.3.0', '^8.0.0']);
    assert.equal(installLine(['parse5', 'sanitize-html'], 'runtime'), 'npm install parse5@^8.0.0 sanitize-html@~2.17.0');
  });

  it('a missing package\'s message installs the missing ones only, each with its version', async () => {
    const load = async (name: string) => {
      if (name === 'sanitize-html') throw notFound(name);
      return {};
    };
    await assert.rejects(requireServerPackages(load), (error: Error) => {
      assert.match(error.message, /not installed: sanitize-html\./);
      assert.ok(error.message.endsWith('\n  npm install sanitize-html@~2.17.0'), error.message);
      return true;
    });
    assert.ok(missingPackagesMessage('feed', ['parse5']).includes('\n  npm install --save-dev parse5@^8.0.0\n'));
  });

  it('the check loads each package by a literal name, left to Node by webpack, Turbopack and Vite', async () => {
    const imports = [...source.matchAll(/\bimport\((?!\))([^)]*)\)/g)].map((match) => match[1]!.trim());
    assert.ok(imports.length >= SERVER_PACKAGES.length, imports.join(' | '));
    for (const argument of imports) {
      assert.match(argument, /^\/\* webpackIgnore: true \*\/ \/\* turbopackIgnore: true \*\/ \/\* @vite-ignore \*\/ '[@\w/.-]+'$/, `import(${argument})`);
    }
    // And it finds them: this repository installs all three.
    assert.deepEqual(await missingServerPackages(), []);
  });
});
