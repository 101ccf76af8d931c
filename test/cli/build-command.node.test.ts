/**
 * `job-board-element build`'s reading of its command line and of the company's template: what it
 * refuses, and why, before any request.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readBuildOptions, runBuild } from '../../src/cli/build/build-command.js';
import { minifyCss, minifyStyleElements } from '../../src/ssr/minify-css.js';
import { readTemplate, TemplateError } from '../../src/cli/build/template.js';
import { UsageError } from '../../src/cli/args.js';
import type { CliIo } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { SERVER_INSTALL_LINE } from '../../src/cli/server-packages.js';

const ARGS = ['--base-url', 'https://api.example.com', '--template', 'page.html', '--site-url', 'https://example.com', '--out', 'site'];

function io(env: Record<string, string> = {}): CliIo & { err: () => string } {
  let err = '';
  return {
    env,
    stdout: async () => {},
    stderr: (text) => void (err += text),
    writeFile: async () => {},
    fetch: async () => {
      throw new Error('no request may be sent');
    },
    err: () => err,
  };
}

describe('job-board-element build: options', () => {
  it('reads every option, the token from JOB_BOARDS_TOKEN when --token is not given', () => {
    const options = readBuildOptions(ARGS, { JOB_BOARDS_TOKEN: 'jb_env' });
    assert.deepEqual(options !== 'help' && { ...options, siteUrl: options.siteUrl.href }, {
      board: { baseUrl: 'https://api.example.com', token: 'jb_env' },
      template: 'page.html',
      siteUrl: 'https://example.com/',
      out: 'site',
      strict: false,
      timeoutMs: 15_000,
      feed: 'rss',
      closedDays: 30,
    });
    const given = readBuildOptions([...ARGS, '--token', 'jb_flag'], { JOB_BOARDS_TOKEN: 'jb_env' });
    assert.equal(given !== 'help' && given.board.token, 'jb_flag');
  });

  for (const [name, args, message] of [
    ['no token', ARGS, /no token/],
    ['no --out', ARGS.slice(0, -2), /--out is required/],
    ['no --template', ARGS.filter((_, index) => index !== 2 && index !== 3), /--template is required/],
    ['a relative --site-url', ARGS.map((arg) => (arg === 'https://example.com' ? 'example.com' : arg)), /--site-url must be an absolute URL/],
    ['an ftp --site-url', ARGS.map((arg) => (arg === 'https://example.com' ? 'ftp://example.com' : arg)), /--site-url must start with https/],
    ['a --base-url that is no URL', ARGS.map((arg) => (arg === 'https://api.example.com' ? 'not a url' : arg)), /--base-url/],
    // Rounded to 0 ms, which the client would read as its 15 s default.
    ['a --timeout under 1 ms (0.0001)', [...ARGS, '--timeout', '0.0001'], /--timeout/],
    ['a --timeout that rounds to 0 ms (0.0004)', [...ARGS, '--timeout', '0.0004'], /--timeout/],
    ['a --timeout of 0', [...ARGS, '--timeout', '0'], /--timeout/],
    ['a negative --timeout', [...ARGS, '--timeout', '-1'], /--timeout/],
    ['a --timeout that is no number', [...ARGS, '--timeout', 'soon'], /--timeout/],
    ['an empty --timeout', [...ARGS, '--timeout', ''], /--timeout/],
    ['a --timeout past an hour', [...ARGS, '--timeout', '3601'], /--timeout/],
    ['a negative --closed-days', [...ARGS, '--closed-days', '-1'], /--closed-days must be a whole number/],
    ['a --closed-days of 1.5', [...ARGS, '--closed-days', '1.5'], /--closed-days/],
    ['a --closed-days that is no number', [...ARGS, '--closed-days', 'a month'], /--closed-days/],
    ['an empty --closed-days', [...ARGS, '--closed-days', ''], /--closed-days/],
  ] as const) {
    it(`refuses ${name}`, () => {
      assert.throws(() => readBuildOptions(name === 'no token' ? args : [...args, '--token', 't'], {}), (error: unknown) => error instanceof UsageError && message.test(error.message));
    });
  }

  it('takes a --closed-days of 0 and more, in whole days', () => {
    for (const days of [0, 1, 7, 365]) {
      const options = readBuildOptions([...ARGS, '--token', 't', '--closed-days', String(days)], {});
      assert.equal(options !== 'help' && options.closedDays, days);
    }
  });

  it('takes a --timeout of 1 ms and more, in whole milliseconds', () => {
    for (const [seconds, ms] of [['0.001', 1], ['0.0005', 1], ['0.5', 500], ['30', 30_000], ['3600', 3_600_000]] as const) {
      const options = readBuildOptions([...ARGS, '--token', 't', '--timeout', seconds], {});
      assert.equal(options !== 'help' && options.timeoutMs, ms, seconds);
    }
  });

  it('a usage error exits 2 with the usage, and never prints a token given on the command line', async () => {
    const run = io();
    assert.equal(await runBuild([...ARGS.slice(0, -2), '--token', 'jb_secret_token'], run), 2);
    assert.match(run.err(), /Usage: job-board-element build/);
    assert.ok(!run.err().includes('jb_secret_token'));
  });

  it('a template whose board is not routing="path" exits 2 before any request, saying what to change', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'job-board-template-'));
    try {
      const template = join(dir, 'page.html');
      writeFileSync(template, '<!doctype html><title>Jobs</title><job-board base-url="/" token="t"></job-board>');
      const run = io({ JOB_BOARDS_TOKEN: 'jb_env' });
      const status = await runBuild(ARGS.map((arg) => (arg === 'page.html' ? template : arg)), run);
      assert.equal(status, 2);
      assert.match(run.err(), /needs routing="path" and base-path/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a template that cannot be read exits 1 with the reason', async () => {
    const run = io({ JOB_BOARDS_TOKEN: 'jb_env' });
    assert.equal(await runBuild(ARGS.map((arg) => (arg === 'page.html' ? '/nonexistent/page.html' : arg)), run), 1);
    assert.match(run.err(), /the template can't be read: .*ENOENT/);
  });
});

describe('job-board-element build: the template', () => {
  const page = `<!doctype html>
<html lang="de">
<head><title>Karriere &amp; Jobs</title></head>
<body>
  <job-board routing="path" base-path="/karriere/" page-size="10" organization="A &quot;B&quot;">
    <job-board-search></job-board-search>
    <div><job-board-filter by="department"></job-board-filter></div>
  </job-board>
</body>
</html>`;

  it("finds the board, its attributes (entities decoded), its children as written and the page's language and title", () => {
    const template = readTemplate(page);
    assert.equal(page.slice(template.board.start, template.board.start + 10), '<job-board');
    assert.ok(page.slice(0, template.board.end).endsWith('</job-board>'));
    assert.equal(template.attributes.get('base-path'), '/karriere/');
    assert.equal(template.attributes.get('organization'), 'A "B"');
    assert.equal(template.childrenHtml, page.slice(template.board.startTagEnd, template.board.endTagStart));
    assert.ok(template.holdsFilter);
    assert.deepEqual(template.controls, ['job-board-search', 'job-board-filter']);
    assert.equal(template.pageLanguage, 'de');
    assert.equal(template.pageTitle, 'Karriere & Jobs');
  });

  it('refuses a page without a board, with two boards, or a board without its end tag', () => {
    assert.throws(() => readTemplate('<p>No board</p>'), (error: unknown) => error instanceof TemplateError && /has no <job-board>/.test(error.message));
    assert.throws(() => readTemplate('<job-board></job-board><job-board></job-board>'), /2 <job-board> elements/);
    assert.throws(() => readTemplate('<body><job-board routing="path">'), /needs its end tag/);
  });

});

describe('job-board-element build: the script that takes the pages over', () => {
  const board = '<job-board routing="path" base-path="/careers/"></job-board>';
  const takeover = (head: string) => readTemplate(`<!doctype html><head>${head}</head><body>${board}</body>`).takeover;

  it('is the script-tag entry, a module script that may bundle the package, job-board.js as a classic script, or none', () => {
    assert.equal(takeover('<script type="module" src="https://cdn.jsdelivr.net/npm/job-board-element@1/dist/cdn/job-board.js"></script>'), 'entry');
    assert.equal(takeover('<script type="module" src="/cdn/job-board.js?v=3"></script>'), 'entry');
    assert.equal(takeover('<script type=MODULE src="job-board.js"></script>'), 'entry');
    assert.equal(takeover('<script type="module" src="/assets/index-1a2b.js"></script>'), 'module');
    assert.equal(takeover('<script type="module">import "/assets/careers.js";</script>'), 'module');
    assert.equal(takeover('<script src="/cdn/job-board.js"></script>'), 'classic-entry');
    assert.equal(takeover('<script src="/cdn/job-board.js"></script><script type="module" src="/app.js"></script>'), 'classic-entry');
    assert.equal(takeover(''), 'none');
    assert.equal(takeover('<script src="/analytics.js"></script><script type="module">console.log(1)</script><script type="module" src="/cdn/my-job-board.js.map"></script>'), 'module');
    assert.equal(takeover('<script src="/analytics.js"></script><script type="module">console.log(1)</script>'), 'none');
    assert.equal(takeover('<script type="application/json" src="/cdn/job-board.js"></script>'), 'classic-entry');
  });

  for (const [name, head, warning] of [
    ['no script', '', /^job-board-element build: warning: the template loads no script that can take its pages over.*add <script type="module" src="\.\.\.\/job-board\.js"><\/script>/m],
    ['job-board.js without type="module"', '<script src="/cdn/job-board.js"></script>', /^job-board-element build: warning: the template loads job-board\.js without type="module".*write <script type="module" src="\.\.\.\/job-board\.js"><\/script>/m],
    ['the entry', '<script type="module" src="/cdn/job-board.js"></script>', undefined],
    ["the site's own module bundle", '<script type="module" src="/assets/index-1a2b.js"></script>', undefined],
  ] as const) {
    it(`a template with ${name} ${warning ? 'gets one warning line, before any request' : 'gets no warning'}`, async () => {
      const dir = mkdtempSync(join(tmpdir(), 'job-board-template-'));
      try {
        const template = join(dir, 'page.html');
        writeFileSync(template, `<!doctype html><head><title>Jobs</title>${head}</head><body>${board}</body>`);
        const run = io({ JOB_BOARDS_TOKEN: 'jb_env' });
        // The io's fetch refuses: the build stops at its first request, after the template's checks.
        assert.equal(await runBuild(ARGS.map((arg) => (arg === 'page.html' ? template : arg)), run), 1);
        const warnings = run.err().split('\n').filter((line) => line.includes('warning'));
        if (warning) {
          assert.equal(warnings.length, 1, run.err());
          assert.match(run.err(), warning);
        } else {
          assert.deepEqual(warnings, []);
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  }
});

describe('job-board-element build without the server packages (optional peer dependencies)', () => {
  /** An io whose package loader misses `missing`, with Node's error for a package that is not there. */
  function without(missing: readonly string[]): CliIo & { err: () => string; out: () => string } {
    let out = '';
    return {
      ...io({ JOB_BOARDS_TOKEN: 'jb_env' }),
      stdout: async (text) => void (out += text),
      out: () => out,
      importPackage: async (name) => {
        if (!missing.includes(name)) return {};
        throw Object.assign(new Error(`Cannot find package '${name}' imported from /app/node_modules/job-board-element/dist/cli/server-packages.js`), { code: 'ERR_MODULE_NOT_FOUND' });
      },
    };
  }

  it('exits 2 naming the missing packages and the line that installs them, with no stack trace and before any request', async () => {
    const run = without(['parse5', 'sanitize-html']);
    assert.equal(await main(['build', ...ARGS], run, '0.0.0'), 2);
    assert.equal(
      run.err(),
      'job-board-element build: packages it needs are not installed: parse5, sanitize-html.\n' +
        'It renders the static pages on the server with packages a browser-only install leaves out. Install them beside job-board-element:\n' +
        '  npm install --save-dev parse5@^8.0.0 sanitize-html@~2.17.0\n',
    );
    const one = without(['@lit-labs/ssr']);
    assert.equal(await main(['build', ...ARGS], one, '0.0.0'), 2);
    assert.match(one.err(), /^job-board-element build: a package it needs is not installed: @lit-labs\/ssr\.$/m);
  });

  it('still prints its help (with the install line) and its usage errors', async () => {
    const missing = ['@lit-labs/ssr', 'parse5', 'sanitize-html'];
    const help = without(missing);
    assert.equal(await main(['build', '--help'], help, '0.0.0'), 0);
    assert.match(help.out(), /^Usage: job-board-element build/);
    assert.ok(help.out().includes(SERVER_INSTALL_LINE));
    const usage = without(missing);
    assert.equal(await main(['build', ...ARGS.slice(0, -2)], usage, '0.0.0'), 2);
    assert.match(usage.err(), /--out is required/);
  });

  it('a package that is there but fails to load is an error of its own, not "missing"', async () => {
    const broken = async (name: string) => {
      if (name === 'parse5') throw new SyntaxError('Unexpected token');
      return {};
    };
    const run: CliIo = { ...io({ JOB_BOARDS_TOKEN: 'jb_env' }), importPackage: broken };
    await assert.rejects(main(['build', ...ARGS], run, '0.0.0'), SyntaxError);
  });
});

describe('job-board-element build: the inline styles', () => {
  it('loses comments and white space, never a rule, and is stable', () => {
    const css = `
      /* The board. */
      :host {
        display: block;
        color: color-mix(in srgb, currentColor 68%, transparent);
      }
      .pages li:not(:has([aria-current='page'])) ,
      .a > .b { margin : 0 }
      @media (width >= 40rem) { .c { gap: 1rem; } }
    `;
    const minified = minifyCss(css);
    assert.equal(
      minified,
      ":host{display: block;color: color-mix(in srgb,currentColor 68%,transparent)}.pages li:not(:has([aria-current='page'])),.a > .b{margin : 0}@media (width >= 40rem){.c{gap: 1rem}}",
    );
    assert.equal(minifyCss(minified), minified);
    assert.equal(minifyStyleElements(`<p>a  b</p><style>${css}</style>`), `<p>a  b</p><style>${minified}</style>`);
  });
});
