import { expect } from '@open-wc/testing';
import {
  defaultRoute,
  readRoute,
  routeKeys,
  sameRoute,
  writeRoute,
  type BoardRoute,
  type RoutingMode,
} from '../../src/routing/route-params.js';

const BASE = 'https://careers.example.com/jobs';

function route(overrides: Partial<BoardRoute> = {}): BoardRoute {
  return { ...defaultRoute(), ...overrides };
}

/**
 * Writes, serialises, parses the string again and reads, what a shared link goes through; the
 * keys left out stand for the defaults.
 */
function roundTrip(value: BoardRoute, mode: RoutingMode, prefix = 'jb-', start = `${BASE}?a=1#top`): BoardRoute {
  const href = writeRoute(new URL(start), mode, prefix, value).href;
  return { ...defaultRoute(), ...readRoute(new URL(href), mode, prefix) };
}

const AWKWARD_TEXTS = [
  'senior engineer',
  'a  b ',
  ' leading space',
  'R&D',
  'C#',
  'C++',
  'a=b',
  '==',
  '100%',
  '%20',
  '%E0%A4%A',
  '%%',
  '+',
  'a+b c',
  '&jb-page=5',
  '#jb-page=5',
  '?x=1',
  'path/to/thing',
  'back\\slash',
  '"quoted" and \'single\'',
  '<b>bold</b>',
  '`tick`',
  '!*()~;,:@$',
  'tab\tand\nnewline',
  'Entwickler (m/w/d) für Köln',
  'développeur à Paris',
  '日本語のエンジニア',
  'مهندس برمجيات',
  '👩‍💻 dev 🚀',
  '🏳️‍🌈',
];

describe('route-params', () => {
  describe('routeKeys', () => {
    it('names the seven keys after the prefix, jb- by default', () => {
      expect(routeKeys()).to.deep.equal({
        page: 'jb-page',
        query: 'jb-q',
        workplaces: 'jb-workplace',
        department: 'jb-department',
        office: 'jb-office',
        employmentType: 'jb-type',
        job: 'jb-job',
      });
      expect(routeKeys('b2_')).to.include({ page: 'b2_page', department: 'b2_department', employmentType: 'b2_type', job: 'b2_job' });
    });

    it('reads and writes the filters, leaving them out at their defaults', () => {
      const url = new URL('https://example.com/careers?x=1&jb-department=Design&jb-office=M%C3%BCnchen&jb-type=full_time');
      expect(readRoute(url, 'query')).to.deep.equal({ department: 'Design', office: 'München', employmentType: 'full_time' });
      const written = writeRoute(new URL('https://example.com/careers?x=1'), 'query', 'jb-', { ...defaultRoute(), department: 'Design', employmentType: 'part_time' });
      expect(written.search).to.equal('?x=1&jb-department=Design&jb-type=part_time');
      expect(writeRoute(written, 'query', 'jb-', defaultRoute()).search).to.equal('?x=1');
    });
  });

  describe('readRoute', () => {
    it('reads every key from the query string', () => {
      const url = new URL(`${BASE}?jb-page=2&jb-q=dev&jb-workplace=remote&jb-workplace=hybrid&jb-job=jp_12`);
      expect(readRoute(url, 'query', 'jb-')).to.deep.equal({
        page: 2,
        query: 'dev',
        workplaces: ['remote', 'hybrid'],
        job: 'jp_12',
      });
    });

    it('returns only the keys present', () => {
      expect(readRoute(new URL(`${BASE}?jb-q=dev`), 'query', 'jb-')).to.deep.equal({ query: 'dev' });
      expect(readRoute(new URL(`${BASE}?jb-job=jp_1&utm_source=x`), 'query', 'jb-')).to.deep.equal({ job: 'jp_1' });
      expect(readRoute(new URL(`${BASE}?utm_source=x`), 'query', 'jb-')).to.deep.equal({});
      expect(readRoute(new URL(BASE), 'query', 'jb-')).to.deep.equal({});
    });

    it('uses the jb- prefix when none is given', () => {
      expect(readRoute(new URL(`${BASE}?jb-page=4`), 'query')).to.deep.equal({ page: 4 });
    });

    it('reads a present but empty key as its empty value', () => {
      expect(readRoute(new URL(`${BASE}?jb-q=&jb-job=&jb-workplace=`), 'query', 'jb-')).to.deep.equal({
        query: '',
        workplaces: [],
        job: '',
      });
    });

    it('drops empty workplace values and keeps the others in order', () => {
      const url = new URL(`${BASE}?jb-workplace=on_site&jb-workplace=&jb-workplace=remote`);
      expect(readRoute(url, 'query', 'jb-').workplaces).to.deep.equal(['on_site', 'remote']);
    });

    it('ignores a page that is not a positive whole number', () => {
      for (const page of ['0', '-1', '2.5', 'abc', '', '1e3', ' 2', '2 ', '+2', '0x2', '２', 'Infinity', '99999999999999999999']) {
        const url = new URL(`${BASE}?jb-page=${encodeURIComponent(page)}&jb-q=x`);
        expect(readRoute(url, 'query', 'jb-'), `page ${JSON.stringify(page)}`).to.deep.equal({ query: 'x' });
      }
      expect(readRoute(new URL(`${BASE}?jb-page=12`), 'query', 'jb-')).to.deep.equal({ page: 12 });
      expect(readRoute(new URL(`${BASE}?jb-page=007`), 'query', 'jb-')).to.deep.equal({ page: 7 });
    });

    it('takes the first value of a repeated single-valued key', () => {
      expect(readRoute(new URL(`${BASE}?jb-q=one&jb-q=two&jb-page=3&jb-page=4`), 'query', 'jb-')).to.deep.equal({
        page: 3,
        query: 'one',
      });
    });

    it('decodes + as a space and percent escapes as UTF-8', () => {
      const url = new URL(`${BASE}?jb-q=senior+dev%2B%2B%20%C3%BC%F0%9F%9A%80`);
      expect(readRoute(url, 'query', 'jb-').query).to.equal('senior dev++ ü🚀');
    });

    it("reads only its own prefix's keys", () => {
      const url = new URL(`${BASE}?other-page=3&jb-page=2&other-q=x&page=9&q=y`);
      expect(readRoute(url, 'query', 'jb-')).to.deep.equal({ page: 2 });
      expect(readRoute(url, 'query', 'other-')).to.deep.equal({ page: 3, query: 'x' });
      expect(readRoute(url, 'query', '')).to.deep.equal({ page: 9, query: 'y' });
    });

    it('reads the hash as a query string in hash mode, and only the hash', () => {
      const url = new URL(`${BASE}?jb-page=9&jb-q=search#jb-page=2&jb-job=jp_12`);
      expect(readRoute(url, 'hash', 'jb-')).to.deep.equal({ page: 2, job: 'jp_12' });
      expect(readRoute(url, 'query', 'jb-')).to.deep.equal({ page: 9, query: 'search' });
    });

    it('finds nothing in a hash that is a plain anchor', () => {
      expect(readRoute(new URL(`${BASE}#careers`), 'hash', 'jb-')).to.deep.equal({});
      expect(readRoute(new URL(`${BASE}#careers&jb-page=2`), 'hash', 'jb-')).to.deep.equal({ page: 2 });
    });

    it('reads nothing in none mode', () => {
      expect(readRoute(new URL(`${BASE}?jb-page=2#jb-page=3`), 'none', 'jb-')).to.deep.equal({});
    });
  });

  describe('writeRoute', () => {
    it('writes the hash the way the contract shows it', () => {
      const url = writeRoute(new URL(BASE), 'hash', 'jb-', route({ page: 2, job: 'jp_12' }));
      expect(url.href).to.equal(`${BASE}#jb-page=2&jb-job=jp_12`);
    });

    it('writes every key in a fixed order, one workplace entry per value', () => {
      const url = writeRoute(
        new URL(BASE),
        'query',
        'jb-',
        route({ job: 'jp_1', workplaces: ['remote', 'on_site'], query: 'dev', page: 3 }),
      );
      expect(url.href).to.equal(`${BASE}?jb-page=3&jb-q=dev&jb-workplace=remote&jb-workplace=on_site&jb-job=jp_1`);
    });

    it('omits the defaults: page 1, empty query, no workplaces, no job', () => {
      expect(writeRoute(new URL(BASE), 'query', 'jb-', route()).href).to.equal(BASE);
      const cleared = writeRoute(new URL(`${BASE}?jb-page=3&jb-q=a&jb-workplace=remote&jb-job=x`), 'query', 'jb-', route());
      expect(cleared.href).to.equal(BASE);
      const partly = writeRoute(new URL(`${BASE}?jb-page=3&jb-q=a`), 'query', 'jb-', route({ query: 'a' }));
      expect(partly.href).to.equal(`${BASE}?jb-q=a`);
    });

    it('omits a page that is not a positive whole number', () => {
      for (const page of [0, -2, 2.5, Number.NaN, Number.POSITIVE_INFINITY]) {
        expect(writeRoute(new URL(BASE), 'query', 'jb-', route({ page })).href, String(page)).to.equal(BASE);
      }
    });

    it("keeps the site's parameters in place, in order and spelled as they were", () => {
      const start = `${BASE}?utm_source=news&jb-page=2&lang=de&jb-q=old&flag&x=a+b%20c&y=%7e&z=1`;
      const url = writeRoute(new URL(start), 'query', 'jb-', route({ page: 3, query: 'new' }));
      expect(url.href).to.equal(`${BASE}?utm_source=news&jb-page=3&jb-q=new&lang=de&flag&x=a+b%20c&y=%7e&z=1`);
    });

    it('appends its keys after the parameters already there when none of its keys is present', () => {
      const url = writeRoute(new URL(`${BASE}?b=2&a=1`), 'query', 'jb-', route({ job: 'jp_1' }));
      expect(url.href).to.equal(`${BASE}?b=2&a=1&jb-job=jp_1`);
    });

    it("leaves another board's keys untouched", () => {
      const start = `${BASE}?other-page=4&jb-page=2&other-q=x&other-workplace=remote&jb-job=a`;
      const url = writeRoute(new URL(start), 'query', 'jb-', route({ page: 5 }));
      expect(url.href).to.equal(`${BASE}?other-page=4&jb-page=5&other-q=x&other-workplace=remote`);
      expect(readRoute(url, 'query', 'other-')).to.deep.equal(readRoute(new URL(start), 'query', 'other-'));
    });

    it('keeps the hash in query mode', () => {
      const url = writeRoute(new URL(`${BASE}?a=1#section-2`), 'query', 'jb-', route({ page: 2 }));
      expect(url.href).to.equal(`${BASE}?a=1&jb-page=2#section-2`);
      const hashWithKeys = writeRoute(new URL(`${BASE}#jb-page=7`), 'query', 'jb-', route({ page: 2 }));
      expect(hashWithKeys.href).to.equal(`${BASE}?jb-page=2#jb-page=7`);
    });

    it('keeps the query string in hash mode, even keys of the same name', () => {
      const url = writeRoute(new URL(`${BASE}?jb-page=9&a=1#x=1`), 'hash', 'jb-', route({ page: 2 }));
      expect(url.href).to.equal(`${BASE}?jb-page=9&a=1#x=1&jb-page=2`);
    });

    it('in hash mode keeps a plain anchor as a foreign entry, and gives it back at rest', () => {
      const withState = writeRoute(new URL(`${BASE}#careers`), 'hash', 'jb-', route({ page: 2 }));
      expect(withState.href).to.equal(`${BASE}#careers&jb-page=2`);
      expect(readRoute(withState, 'hash', 'jb-')).to.deep.equal({ page: 2 });
      const atRest = writeRoute(withState, 'hash', 'jb-', route());
      expect(atRest.href).to.equal(`${BASE}#careers`);
      expect(writeRoute(new URL(`${BASE}#careers`), 'hash', 'jb-', route()).href).to.equal(`${BASE}#careers`);
    });

    it('in hash mode drops the fragment once nothing is left in it', () => {
      const url = writeRoute(new URL(`${BASE}?a=1#jb-page=2&jb-job=x`), 'hash', 'jb-', route());
      expect(url.href).to.equal(`${BASE}?a=1`);
    });

    it('returns the URL unchanged when its keys already say the route', () => {
      for (const start of [`${BASE}?`, `${BASE}#`, `${BASE}?a=1&&b=2`, `${BASE}?jb-q=a+b&x=1`, `${BASE}?x=1&jb-q=a%20b`]) {
        const query = start.includes('jb-q') ? 'a b' : '';
        expect(writeRoute(new URL(start), 'query', 'jb-', route({ query })).href, start).to.equal(new URL(start).href);
      }
      expect(writeRoute(new URL(`${BASE}#jb-page=2`), 'hash', 'jb-', route({ page: 2 })).href).to.equal(`${BASE}#jb-page=2`);
    });

    it('encodes spaces as %20, which every decoder reads as a space', () => {
      const url = writeRoute(new URL(BASE), 'query', 'jb-', route({ query: 'senior dev' }));
      expect(url.search).to.equal('?jb-q=senior%20dev');
      expect(decodeURIComponent(url.search)).to.equal('?jb-q=senior dev');
    });

    it('does not modify the URL it is given', () => {
      const start = new URL(`${BASE}?a=1#h`);
      writeRoute(start, 'query', 'jb-', route({ page: 2 }));
      writeRoute(start, 'hash', 'jb-', route({ page: 2 }));
      expect(start.href).to.equal(`${BASE}?a=1#h`);
    });

    it('changes nothing in none mode', () => {
      const start = `${BASE}?jb-page=2#jb-page=3`;
      expect(writeRoute(new URL(start), 'none', 'jb-', route({ page: 5, query: 'x' })).href).to.equal(start);
    });

    it('writes values that differ from the given defaults, including empty ones', () => {
      const home = route({ page: 2, query: 'engineer', workplaces: ['remote'], job: 'jp_1' });
      expect(writeRoute(new URL(BASE), 'query', 'jb-', home, home).href).to.equal(BASE);
      const cleared = writeRoute(new URL(BASE), 'query', 'jb-', route(), home);
      expect(cleared.href).to.equal(`${BASE}?jb-page=1&jb-q=&jb-workplace=&jb-job=`);
      expect({ ...home, ...readRoute(cleared, 'query', 'jb-') }).to.deep.equal(route());
    });

    it('round-trips any text in the query, the workplaces and the job, in both modes', () => {
      for (const mode of ['query', 'hash'] as const) {
        for (const text of AWKWARD_TEXTS) {
          const value = route({ page: 2, query: text, workplaces: [text, 'remote', text], job: text });
          expect(roundTrip(value, mode), `${mode}: ${JSON.stringify(text)}`).to.deep.equal(value);
        }
      }
    });

    it('round-trips text that would break the URL around it, leaving the other parameters whole', () => {
      const text = '&a=2#frag?x=y&jb-page=9';
      for (const mode of ['query', 'hash'] as const) {
        const url = new URL(writeRoute(new URL(`${BASE}?a=1#top`), mode, 'jb-', route({ query: text })).href);
        expect(readRoute(url, mode, 'jb-'), mode).to.deep.equal({ query: text });
        expect(url.searchParams.getAll('a'), mode).to.deep.equal(['1']);
      }
    });

    it('round-trips with an unusual prefix', () => {
      for (const prefix of ['', 'b2_', 'my board:', 'ü-', 'a&b=']) {
        const value = route({ page: 4, query: 'x & y', job: 'jp_1' });
        expect(roundTrip(value, 'query', prefix), prefix).to.deep.equal(value);
        expect(roundTrip(value, 'hash', prefix), prefix).to.deep.equal(value);
      }
    });

    it('writes a lone surrogate as U+FFFD instead of throwing', () => {
      const url = writeRoute(new URL(BASE), 'query', 'jb-', route({ query: 'a\uD83Db' }));
      expect(readRoute(url, 'query', 'jb-').query).to.equal('a\uFFFDb');
    });
  });

  describe('sameRoute', () => {
    it('compares every field, workplaces in order', () => {
      expect(sameRoute(route({ workplaces: ['a', 'b'] }), route({ workplaces: ['a', 'b'] }))).to.equal(true);
      expect(sameRoute(route({ workplaces: ['a', 'b'] }), route({ workplaces: ['b', 'a'] }))).to.equal(false);
      expect(sameRoute(route({ workplaces: ['a'] }), route({ workplaces: ['a', 'a'] }))).to.equal(false);
      expect(sameRoute(route({ page: 2 }), route())).to.equal(false);
      expect(sameRoute(route({ query: 'x' }), route())).to.equal(false);
      expect(sameRoute(route({ job: 'x' }), route())).to.equal(false);
    });
  });
});
