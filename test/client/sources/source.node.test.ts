/**
 * sources/source.ts: which `source` values name a vendor's board. A name UTF-8 cannot carry (a lone
 * surrogate) is no board's: the setup mistake ERR_SOURCE_INVALID wherever a source is read (the
 * element's and the server render's client plan, the client itself, the CLI), never the
 * `URIError: URI malformed` its request's URL would throw (issue 37, finding 10).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createBoardClient } from '../../../src/client/board-client.js';
import { parseSource, parseSources } from '../../../src/client/sources/source.js';
import { uniqueSources } from '../../../src/client/sources/vendor-names.js';
import { clientPlan, isSetupError } from '../../../src/core/setup-errors.js';
import type { CliIo } from '../../../src/cli/io.js';
import { main } from '../../../src/cli/main.js';
import { renderJobBoard } from '../../../src/ssr/index.js';

const PAGE = 'https://www.example.com/careers/';

/** Sources whose names hold a code point UTF-8 cannot carry. */
const ILL_FORMED: [string, string][] = [
  ['a lone high surrogate', 'greenhouse:\uD800'],
  ['a lone low surrogate', 'lever:\uDC00'],
  ['a lone surrogate inside a name', 'ashby:acme\uD83Dcorp'],
  ['a pair the wrong way round', 'greenhouse:\uDE00\uD83D'],
];

/** The setup mistake, with the message every reader of a source gives. */
function isSourceInvalid(source: string): (error: unknown) => boolean {
  return (error) =>
    isSetupError(error) && error.code === 'ERR_SOURCE_INVALID' && error.status === 0 && error.message.includes("source must be greenhouse:, lever:, ashby:, workable:, smartrecruiters:, recruitee:, personio:, teamtailor: or pinpoint: and the board's name, several separated by spaces") && error.message.includes(`("${source}")`);
}

/** Runs the CLI with `args`, nothing written and nothing fetched. */
async function cli(args: string[]): Promise<{ status: number; stderr: string; fetched: number }> {
  let stderr = '';
  let fetched = 0;
  const io: CliIo = {
    env: {},
    stdout: async () => undefined,
    stderr: (text) => void (stderr += text),
    writeFile: async () => {
      throw new Error('nothing is written');
    },
    fetch: async () => {
      fetched += 1;
      throw new Error('nothing is fetched');
    },
  };
  return { status: await main(args, io, '0.0.0-test'), stderr, fetched };
}

describe('parseSource and the readers of a source: names UTF-8 cannot carry', () => {
  for (const [name, source] of ILL_FORMED) {
    it(`${name}: no board`, () => assert.equal(parseSource(source), undefined));

    it(`${name}: ERR_SOURCE_INVALID from the client plan (the element, the server render)`, () => {
      assert.throws(() => clientPlan({ source, token: '', baseUrl: '', timeoutMs: 15_000 }, PAGE), isSourceInvalid(source));
    });

    it(`${name}: ERR_SOURCE_INVALID from the client's requests, nothing sent`, async () => {
      let fetched = 0;
      const client = createBoardClient({ source, fetch: async () => (fetched++, new Response('{}')) });
      await assert.rejects(client.listJobPosts(), (error: unknown) => isSetupError(error) && error.code === 'ERR_SOURCE_INVALID');
      await assert.rejects(client.getJobPost('1'), (error: unknown) => isSetupError(error) && error.code === 'ERR_SOURCE_INVALID');
      assert.equal(fetched, 0);
    });

    it(`${name}: renderJobBoard rejects with ERR_SOURCE_INVALID`, async () => {
      await assert.rejects(renderJobBoard({ url: PAGE, attributes: { source } }), isSourceInvalid(source));
    });

    it(`${name}: the CLI's usage error (exit 2), nothing fetched`, async () => {
      const run = await cli(['sitemap', '--source', source, '--page-url', PAGE]);
      assert.equal(run.status, 2);
      assert.match(run.stderr, /--source must be greenhouse:, lever:, ashby:, workable:, smartrecruiters:, recruitee:, personio:, teamtailor: or pinpoint: and the board's name, several separated by spaces/);
      assert.doesNotMatch(run.stderr, /URIError|URI malformed/);
      assert.equal(run.fetched, 0);
    });
  }

  it('a well-formed name outside the Basic Multilingual Plane is still a board', () => {
    assert.deepEqual(parseSource('ashby:acme \u{1F680}'), { vendor: 'ashby', name: 'acme \u{1F680}' });
  });
});

describe('parseSources: one board or several', () => {
  const cases: [string, string, string[] | undefined][] = [
    ['one board', 'greenhouse:acme', ['greenhouse:acme']],
    ['two, any whitespace between', ' greenhouse:acme \n\t Lever:Acme-EU ', ['greenhouse:acme', 'lever:Acme-EU']],
    ["an Ashby name with a space, then another board", 'ashby:Flock Safety lever:acme', ['ashby:Flock Safety', 'lever:acme']],
    ['the same board twice, as written (uniqueSources makes it one)', 'lever:acme lever:acme', ['lever:acme', 'lever:acme']],
    ['each new vendor', 'workable:groove-tech smartrecruiters:BrightwaveLabs recruitee:make personio:acme personio:acme.com teamtailor:acme pinpoint:acme', [
      'workable:groove-tech', 'smartrecruiters:BrightwaveLabs', 'recruitee:make', 'personio:acme', 'personio:acme.com', 'teamtailor:acme', 'pinpoint:acme',
    ]],
    ['a list with one mistake is a mistake', 'greenhouse:acme workday:acme', undefined],
    ['a list with an empty name', 'greenhouse:acme lever:', undefined],
    ['a subdomain that is no host label', 'recruitee:acme.corp', undefined],
    ['a subdomain with a space', 'pinpoint:acme corp', undefined],
    ['a subdomain ending in a dash', 'teamtailor:acme-', undefined],
    ['Personio on another top-level domain', 'personio:acme.io', undefined],
    ['eleven boards', Array.from({ length: 11 }, (_, index) => `lever:b${index}`).join(' '), undefined],
    ['nothing', '  ', undefined],
  ];
  for (const [name, value, expected] of cases) {
    it(name, () => {
      assert.deepEqual(parseSources(value)?.map((source) => `${source.vendor}:${source.name}`), expected);
    });
  }

  it('uniqueSources keeps each board once, as written', () => {
    assert.deepEqual(uniqueSources(parseSources('lever:acme greenhouse:acme lever:acme lever:Acme')!), [
      { vendor: 'lever', name: 'acme' },
      { vendor: 'greenhouse', name: 'acme' },
      { vendor: 'lever', name: 'Acme' },
    ]);
  });

  it('ten boards are allowed', () => {
    assert.equal(parseSources(Array.from({ length: 10 }, (_, index) => `lever:b${index}`).join(' '))?.length, 10);
  });
});
