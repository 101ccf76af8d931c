/**
 * `routing="path"` in route-params: pure functions the static-site builder runs in Node to name
 * the files it writes (listingPath, jobPath, normaliseBasePath), and the codec the board reads and
 * writes its URLs with in path mode.
 *
 * Run: node --import tsx --test test/routing/route-params.node.test.ts
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  defaultRoute,
  jobPath,
  listingPath,
  normaliseBasePath,
  readRoute,
  writeRoute,
  type BoardRoute,
} from '../../src/routing/route-params.js';
import { jobSlug } from '../../src/routing/slug.js';

const SITE = 'https://acme.example';

function route(fields: Partial<BoardRoute> = {}): BoardRoute {
  return { ...defaultRoute(), ...fields };
}

function write(start: string, fields: Partial<BoardRoute>, basePath = '/careers/', defaults = defaultRoute()): string {
  return writeRoute(new URL(start, SITE), 'path', 'jb-', route(fields), defaults, basePath).href;
}

function read(href: string, basePath = '/careers/', prefix = 'jb-'): Partial<BoardRoute> {
  return readRoute(new URL(href, SITE), 'path', prefix, basePath);
}

describe('normaliseBasePath', () => {
  it('adds the leading and trailing slash', () => {
    assert.equal(normaliseBasePath('/careers/'), '/careers/');
    assert.equal(normaliseBasePath('careers'), '/careers/');
    assert.equal(normaliseBasePath('/careers'), '/careers/');
    assert.equal(normaliseBasePath(' en/jobs '), '/en/jobs/');
  });

  it('reads empty, blank, non-strings and full URLs as the root', () => {
    for (const value of ['', '   ', '/', undefined, null, 42, 'https://acme.example/careers/', 'mailto:x@y']) {
      assert.equal(normaliseBasePath(value), '/', String(value));
    }
  });

  it('spells the path as URL.pathname does, so it compares with a page path as is', () => {
    assert.equal(normaliseBasePath('/Karriere bei uns/'), '/Karriere%20bei%20uns/');
    assert.equal(normaliseBasePath('/a/./b/../c'), '/a/c/');
    assert.equal(normaliseBasePath('/careers/?x=1#top'), '/careers/');
    // Never a host: `//careers` is a path here.
    assert.equal(normaliseBasePath('//careers'), '/careers/');
  });
});

describe('listingPath and jobPath', () => {
  it('name the files job-board-element build writes', () => {
    assert.equal(listingPath('/careers/', 1), '/careers/');
    assert.equal(listingPath('/careers/', 3), '/careers/page/3/');
    assert.equal(listingPath('careers', 2), '/careers/page/2/');
    assert.equal(listingPath('/', 2), '/page/2/');
    assert.equal(jobPath('/careers/', 'jp_1'), '/careers/jobs/jp_1/');
    assert.equal(jobPath('', 'jp_1'), '/jobs/jp_1/');
  });

  it('treat a page that is not a whole number above 1 as the first', () => {
    for (const page of [0, -1, 1, 2.5, Number.NaN]) assert.equal(listingPath('/careers/', page), '/careers/', String(page));
  });

  it("name a job by its slug: a safe id as it is, any other by its readable part and a hash (issue 30)", () => {
    assert.equal(jobPath('/careers/', 'a-b_c.d~e'), '/careers/jobs/a-b_c.d~e/');
    assert.equal(jobPath('/careers/', 'a/b c?d#e'), `/careers/jobs/${jobSlug('a/b c?d#e')}/`);
    assert.match(jobPath('/careers/', 'a/b c?d#e'), /^\/careers\/jobs\/a-b-c-d-e~[0-9a-f]{16}\/$/);
  });
});

describe('normaliseBasePath: a path URL spells as it is comes back as it is', () => {
  it('is what URL.pathname gives for it, and normalising again changes nothing', () => {
    const segment = fc.stringMatching(/^[\w.~!$&'()*+,;=:@%-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), fc.string({ maxLength: 20 }), (segments, text) => {
        const path = `/${segments.map((part) => `${part}/`).join('')}`;
        assert.equal(normaliseBasePath(path), new URL(path, 'https://base.invalid').pathname.replace(/\/?$/, '/'), path);
        const once = normaliseBasePath(text);
        assert.equal(normaliseBasePath(once), once, JSON.stringify(text));
      }),
    );
  });
});

describe('readRoute in path mode', () => {
  it('reads the listing, its pages and a job from the path', () => {
    assert.deepEqual(read('/careers/'), { page: 1, job: '' });
    assert.deepEqual(read('/careers/page/3/'), { page: 3, job: '' });
    assert.deepEqual(read('/careers/jobs/jp_1/'), { job: 'jp_1' });
    assert.deepEqual(read('/careers/jobs/a%2Fb%20c/'), { job: 'a/b c' });
  });

  it('takes the paths without their trailing slash too', () => {
    assert.deepEqual(read('/careers'), { page: 1, job: '' });
    assert.deepEqual(read('/careers/page/2'), { page: 2, job: '' });
    assert.deepEqual(read('/careers/jobs/jp_1'), { job: 'jp_1' });
  });

  it('reads search and filters from the query, but not the page or job parameters', () => {
    assert.deepEqual(read('/careers/page/2/?jb-q=dev&jb-workplace=remote&jb-department=Design&jb-page=9&jb-job=x&utm=1'), {
      page: 2,
      job: '',
      query: 'dev',
      department: 'Design',
      workplaces: ['remote'],
    });
    assert.deepEqual(read('/careers/?eng-q=ops', '/careers/', 'eng-'), { page: 1, job: '', query: 'ops' });
  });

  it('reads nothing outside the base path, or under it where the path names neither page nor job', () => {
    for (const path of ['/', '/about/', '/careers-old/', '/careersx/page/2/', '/careers/page/0/', '/careers/page/x/', '/careers/jobs/', '/careers/jobs/a/b/', '/careers/other/', '/careers/jobs/%E0%A4%A/']) {
      assert.deepEqual(read(`${path}?jb-q=dev`), {}, path);
    }
  });

  it('is case-sensitive and percent-encoded like URL.pathname', () => {
    assert.deepEqual(read('/Careers/'), {});
    assert.deepEqual(read('/Karriere%20bei%20uns/page/2/', '/Karriere bei uns/'), { page: 2, job: '' });
  });
});

describe('writeRoute in path mode', () => {
  it('writes the listing, its pages and a job as paths', () => {
    assert.equal(write('/careers/', {}), `${SITE}/careers/`);
    assert.equal(write('/careers/', { page: 3 }), `${SITE}/careers/page/3/`);
    assert.equal(write('/careers/page/3/', { page: 1 }), `${SITE}/careers/`);
    assert.equal(write('/careers/', { job: 'jp_1' }), `${SITE}/careers/jobs/jp_1/`);
  });

  it('keeps the search and filters as parameters on listing URLs, and the site’s own parameters and fragment', () => {
    assert.equal(write('/careers/?utm=1#top', { page: 2, query: 'dev ops', workplaces: ['remote'] }), `${SITE}/careers/page/2/?utm=1&jb-q=dev%20ops&jb-workplace=remote#top`);
  });

  it('drops the board’s own parameters from a job URL, keeping the site’s', () => {
    assert.equal(write('/careers/page/2/?jb-q=dev&utm=1&jb-workplace=remote#top', { page: 2, query: 'dev', workplaces: ['remote'], job: 'jp_1' }), `${SITE}/careers/jobs/jp_1/?utm=1#top`);
  });

  it('removes page and job parameters a query-mode URL left', () => {
    assert.equal(write('/careers/?jb-page=4&jb-job=x&a=1', { page: 4 }), `${SITE}/careers/page/4/?a=1`);
  });

  it('moves a page outside the base path under it', () => {
    assert.equal(write('/?a=1', { page: 2 }), `${SITE}/careers/page/2/?a=1`);
  });

  it('leaves a URL that already says the route unchanged', () => {
    const href = `${SITE}/careers/page/2/?b=2&jb-q=x&a=1#f`;
    assert.equal(write(href, { page: 2, query: 'x' }), href);
  });

  it('says a cleared preset search as an empty parameter, as query mode does', () => {
    const home = route({ query: 'engineer' });
    assert.equal(write('/careers/', { query: '' }, '/careers/', home), `${SITE}/careers/?jb-q=`);
    assert.equal(write('/careers/', { query: 'engineer', page: 2 }, '/careers/', home), `${SITE}/careers/page/2/`);
  });

  it('round-trips any route through its URL', () => {
    const text = fc.string({ maxLength: 12, unit: 'grapheme' });
    fc.assert(
      fc.property(
        fc.record({ page: fc.integer({ min: 1, max: 500 }), query: text, job: fc.oneof(fc.constant(''), text.filter((id) => id.trim() !== '')), department: text }),
        fc.constantFrom('/', '/careers/', '/en/jobs/'),
        (fields, basePath) => {
          const written = new URL(write('/x/?a=1#h', fields, basePath));
          const back = { ...defaultRoute(), ...readRoute(written, 'path', 'jb-', basePath) };
          if (fields.job) {
            // The path names the job by its slug: an id's own slug is the id itself.
            assert.equal(back.job, jobSlug(fields.job));
            assert.equal(written.search, '?a=1');
          } else {
            assert.deepEqual(back, route({ ...fields, job: '' }));
          }
          assert.equal(written.hash, '#h');
        },
      ),
    );
  });
});
