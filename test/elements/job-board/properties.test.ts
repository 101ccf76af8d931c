import { expect, waitUntil } from '@open-wc/testing';
import type { JobBoard } from '../../../src/elements/job-board/job-board.js';
import { englishStrings as entryTexts } from '../../../src/i18n/strings.js';
import { allEnglishTexts as englishStrings } from '../../helpers/english-texts.js';
import { createSandbox, updateSandbox } from '../../helpers/sandbox.js';
import {
  boardFixture,
  lastListParams,
  listRequests,
  nextEvent,
  paramsOf,
  part,
  parts,
  rawPost,
  rawPosts,
  recordConsole,
  text,
  titles,
  wait,
  watchFetch,
} from '../../helpers/board.js';

describe('<job-board> attributes and properties', () => {
  describe('token and base-url', () => {
    it('sends the token as a bearer Authorization header and nothing else of its own', async () => {
      const sandbox = await createSandbox();
      await boardFixture(sandbox);
      const [request] = await listRequests(sandbox);
      expect(request, 'a listing request').to.exist;
      expect(request!.authorized).to.equal(true);
      expect(request!.search).not.to.include('jb_demo_public');
      const custom = request!.headerNames.filter((name) => name.startsWith('x-') || name === 'content-type');
      expect(custom).to.deep.equal([]);
    });

    it('sends no cookies, even to its own origin', async () => {
      const sandbox = await createSandbox();
      document.cookie = 'jb_test_cookie=1; path=/';
      try {
        await boardFixture(sandbox);
      } finally {
        document.cookie = 'jb_test_cookie=; path=/; max-age=0';
      }
      const [request] = await listRequests(sandbox);
      expect(request!.headerNames).not.to.include('cookie');
      expect(request!.headerNames).to.include('authorization');
    });

    it('never puts the token in a URL, storage, the console or an event', async () => {
      const token = 'jb_demo_revoked';
      const sandbox = await createSandbox();
      const consoles = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) => {
        const original = console[method];
        const calls: string[] = [];
        console[method] = (...args: unknown[]) => {
          calls.push(args.map(String).join(' '));
          original.apply(console, args);
        };
        return { method, original, calls };
      });
      const fetches = watchFetch();
      const details: unknown[] = [];
      const listen = (event: Event) => details.push((event as CustomEvent).detail);
      for (const type of ['job-board-load', 'job-board-error', 'job-board-change']) document.addEventListener(type, listen);
      try {
        const el = await boardFixture(sandbox, { token }, { wait: 'error' });
        el.refresh();
        await nextEvent(el, 'job-board-error');
      } finally {
        for (const { method, original } of consoles) console[method] = original;
        for (const type of ['job-board-load', 'job-board-error', 'job-board-change']) document.removeEventListener(type, listen);
      }
      const seen = [
        ...fetches.urls,
        ...(await listRequests(sandbox)).map((request) => request.path + request.search),
        JSON.stringify({ ...localStorage }),
        JSON.stringify({ ...sessionStorage }),
        document.cookie,
        location.href,
        ...consoles.flatMap(({ calls }) => calls),
        JSON.stringify(details),
      ].join('\n');
      expect(details.length).to.be.greaterThan(0);
      expect(seen).not.to.include(token);
    });

    it('reads a base-url that carries a path, with and without a trailing slash', async () => {
      const sandbox = await createSandbox();
      for (const baseUrl of [`${location.origin}/sandbox/${sandbox.id}/`, `${location.origin}/sandbox/${sandbox.id}`]) {
        const el = await boardFixture(sandbox, { 'base-url': baseUrl });
        expect(el.posts.length).to.equal(20);
      }
      const requests = await listRequests(sandbox);
      expect(requests).to.have.length(2);
    });

    it('resolves a relative base-url against the page', async () => {
      const sandbox = await createSandbox();
      const el = await boardFixture(sandbox, { 'base-url': `/sandbox/${sandbox.id}` });
      expect(el.posts.length).to.equal(20);
      expect(await listRequests(sandbox)).to.have.length(1);
    });

    it('loads again when the token is set later', async () => {
      const sandbox = await createSandbox();
      const warnings = recordConsole('warn');
      const el = await boardFixture(sandbox, { token: null }, { wait: 'error' });
      expect(await listRequests(sandbox)).to.have.length(0);
      const loaded = nextEvent(el, 'job-board-load');
      el.token = 'jb_demo_public';
      await loaded;
      expect(el.status).to.equal('ready');
      expect(await listRequests(sandbox)).to.have.length(1);
      expect(warnings.calls).to.have.length(1);
    });
  });

  describe('removed attributes', () => {
    it('removing token is a missing token: ERR_TOKEN_MISSING, nothing sent', async () => {
      const sandbox = await createSandbox();
      const el = await boardFixture(sandbox);
      const warnings = recordConsole('warn');
      const failed = nextEvent(el, 'job-board-error');
      el.removeAttribute('token');
      const detail = await failed;
      await el.updateComplete;
      expect(detail).to.include({ status: 0, code: 'ERR_TOKEN_MISSING' });
      expect(el.status).to.equal('error');
      expect(text(part(el, 'status')?.querySelector('p'))).to.equal(englishStrings.errorSetup);
      expect(await listRequests(sandbox)).to.have.length(1);
      expect(warnings.calls).to.have.length(1);
      expect(warnings.calls[0]).to.include('token');
    });

    it('removing base-url is a missing base-url: ERR_BASE_URL_MISSING', async () => {
      const sandbox = await createSandbox();
      const el = await boardFixture(sandbox);
      const warnings = recordConsole('warn');
      const failed = nextEvent(el, 'job-board-error');
      el.removeAttribute('base-url');
      expect(await failed).to.include({ status: 0, code: 'ERR_BASE_URL_MISSING' });
      expect(warnings.calls).to.have.length(1);
      expect(warnings.calls[0]).to.include('base-url');
    });

    it('removing page-size and page goes back to their defaults without a warning', async () => {
      const sandbox = await createSandbox();
      const el = await boardFixture(sandbox, { 'page-size': '5', page: '3' });
      const warnings = recordConsole('warn');
      const loaded = nextEvent(el, 'job-board-load');
      el.removeAttribute('page-size');
      el.removeAttribute('page');
      const detail = await loaded;
      expect(detail).to.include({ page: 1, limit: 20 });
      expect(el.page).to.equal(1);
      const params = await lastListParams(sandbox);
      expect([params.get('page'), params.get('limit')]).to.deep.equal(['1', '20']);
      expect(warnings.calls).to.deep.equal([]);
    });
  });

  describe('page-size', () => {
    for (const [value, limit] of [
      ['5', '5'],
      ['0', '1'],
      ['-3', '1'],
      ['500', '100'],
    ] as const) {
      it(`page-size="${value}" sends limit=${limit}`, async () => {
        const sandbox = await createSandbox();
        const warnings = recordConsole('warn');
        const el = await boardFixture(sandbox, { 'page-size': value });
        expect((await lastListParams(sandbox)).get('limit')).to.equal(limit);
        expect(el.posts.length).to.equal(Number(limit));
        expect(warnings.calls).to.deep.equal([]);
      });
    }

    it('page-size="abc" sends limit=20 and warns once', async () => {
      const sandbox = await createSandbox();
      const warnings = recordConsole('warn');
      const el = await boardFixture(sandbox, { 'page-size': 'abc' });
      expect((await lastListParams(sandbox)).get('limit')).to.equal('20');
      expect(el.posts.length).to.equal(20);
      el.refresh();
      await nextEvent(el, 'job-board-load');
      expect(warnings.calls).to.have.length(1);
      expect(warnings.calls[0]).to.include('page-size');
    });

    it('an unknown group-by warns once, as it is set, and shows the listing without groups', async () => {
      const sandbox = await createSandbox();
      const warnings = recordConsole('warn');
      const el = await boardFixture(sandbox, { 'group-by': 'team' });
      expect(warnings.calls.filter((call) => call.includes('group-by'))).to.have.length(1);
      expect(el.shadowRoot!.querySelector('[part~="group"]')).to.equal(null);
      expect(el.posts.length).to.be.greaterThan(0);
      // Rendering and narrowing again say nothing more: the warning is the input check's, not the narrowing's.
      el.page = 2;
      await el.updateComplete;
      el.requestUpdate();
      await el.updateComplete;
      expect(warnings.calls.filter((call) => call.includes('group-by'))).to.have.length(1);
      el.groupBy = 'department';
      await el.updateComplete;
      el.setAttribute('group-by', 'floor');
      await el.updateComplete;
      expect(warnings.calls.filter((call) => call.includes('group-by')), 'said once per board').to.have.length(1);
    });

    it('an empty page-size is not a number either: limit=20', async () => {
      const sandbox = await createSandbox();
      recordConsole('warn');
      await boardFixture(sandbox, { 'page-size': '' });
      expect((await lastListParams(sandbox)).get('limit')).to.equal('20');
    });

    it('defaults to 20 and follows a property change', async () => {
      const sandbox = await createSandbox();
      const el = await boardFixture(sandbox);
      expect(el.pageSize).to.equal(20);
      expect((await lastListParams(sandbox)).get('limit')).to.equal('20');
      const loaded = nextEvent(el, 'job-board-load');
      el.pageSize = 7;
      expect((await loaded).limit).to.equal(7);
      expect((await lastListParams(sandbox)).get('limit')).to.equal('7');
      expect(parts(el, 'item')).to.have.length(7);
    });
  });

  describe('page, query and workplaces', () => {
    it('the page attribute selects the page sent', async () => {
      const sandbox = await createSandbox();
      const el = await boardFixture(sandbox, { page: '3' });
      expect((await lastListParams(sandbox)).get('page')).to.equal('3');
      expect(el.page).to.equal(3);
      expect(part(el, 'page-button')).to.exist;
      expect(parts(el, 'page-button').find((button) => button.getAttribute('aria-current') === 'page')?.textContent?.trim()).to.equal(
        '3',
      );
    });

    it('the query attribute is sent as filter_value', async () => {
      const sandbox = await createSandbox();
      const el = await boardFixture(sandbox, { query: 'engineer' });
      const params = await lastListParams(sandbox);
      expect(params.get('filter_value')).to.equal('engineer');
      expect(el.posts.length).to.be.greaterThan(0);
      for (const title of titles(el)) expect(title.toLowerCase()).to.include('engineer');
    });

    it('the workplaces attribute is comma-separated and sent as repeated filter_by[workplaces][] keys', async () => {
      const sandbox = await createSandbox();
      const el = await boardFixture(sandbox, { workplaces: 'remote, hybrid' });
      expect(el.workplaces).to.deep.equal(['remote', 'hybrid']);
      const params = await lastListParams(sandbox);
      expect(params.getAll('filter_by[workplaces][]')).to.deep.equal(['remote', 'hybrid']);
      for (const post of el.posts) expect(['remote', 'hybrid']).to.include(post.ats_job?.workplace);
    });

    it('the workplaces property is sent the same way', async () => {
      const sandbox = await createSandbox();
      const el = await boardFixture(sandbox);
      const loaded = nextEvent(el, 'job-board-load');
      el.workplaces = ['on_site'];
      await loaded;
      expect((await lastListParams(sandbox)).getAll('filter_by[workplaces][]')).to.deep.equal(['on_site']);
    });
  });

  describe('the host changing the search or filter', () => {
    it('a new query or workplaces from the host goes back to page 1, as a visitor’s change does', async () => {
      const sandbox = await createSandbox();
      const el = await boardFixture(sandbox, { page: '3' });
      let loaded = nextEvent(el, 'job-board-load');
      el.query = 'engineer';
      expect((await loaded).page).to.equal(1);
      expect(el.page).to.equal(1);
      expect((await lastListParams(sandbox)).get('page')).to.equal('1');

      el.page = 2;
      await nextEvent(el, 'job-board-load');
      loaded = nextEvent(el, 'job-board-load');
      el.setAttribute('workplaces', 'remote');
      expect((await loaded).page).to.equal(1);
      expect((await lastListParams(sandbox)).getAll('filter_by[workplaces][]')).to.deep.equal(['remote']);
    });

    it('keeps the page the host sets together with the query, and ignores the same values set again', async () => {
      const sandbox = await createSandbox();
      const el = await boardFixture(sandbox, { workplaces: 'remote' });
      const loaded = nextEvent(el, 'job-board-load');
      el.query = 'a';
      el.page = 2;
      expect((await loaded).page).to.equal(2);
      el.workplaces = ['remote'];
      await el.updateComplete;
      expect(el.page).to.equal(2);
    });
  });

  describe('status, posts and totalCount', () => {
    it('status is loading while the first page loads, then ready', async () => {
      const sandbox = await createSandbox({ latencyMs: 400 });
      const el = await boardFixture(sandbox, {}, { wait: 'none' });
      expect(el.status).to.equal('loading');
      expect(el.posts).to.deep.equal([]);
      expect(el.totalCount).to.equal(0);
      await nextEvent(el, 'job-board-load');
      expect(el.status).to.equal('ready');
    });

    it('status is loading again while another page loads, and error after a failure', async () => {
      const sandbox = await createSandbox();
      const el = await boardFixture(sandbox);
      await updateSandbox(sandbox, { faults: [{ kind: 'status', status: 500 }] });
      const failedEvent = nextEvent(el, 'job-board-error');
      el.page = 2;
      await el.updateComplete;
      expect(el.status).to.equal('loading');
      await failedEvent;
      await el.updateComplete;
      expect(el.status).to.equal('error');
    });

    it('status is idle when nothing is loading or loaded', async () => {
      const el = document.createElement('job-board');
      expect(el.status).to.equal('idle');
    });

    it('posts and totalCount are the current page and the total, and posts is a copy', async () => {
      const sandbox = await createSandbox({ posts: rawPosts(45) });
      const el = await boardFixture(sandbox);
      expect(el.totalCount).to.equal(45);
      expect(el.posts.map((post) => post.id)).to.deep.equal(rawPosts(20).map((post) => post['id']));
      el.posts.length = 0;
      expect(el.posts).to.have.length(20);
      const loaded = nextEvent(el, 'job-board-load');
      el.page = 3;
      await loaded;
      expect(el.posts.map((post) => post.id)).to.deep.equal(['jp_t41', 'jp_t42', 'jp_t43', 'jp_t44', 'jp_t45']);
      expect(el.totalCount).to.equal(45);
    });

    it('status, posts and totalCount are read-only', async () => {
      const sandbox = await createSandbox();
      const el = await boardFixture(sandbox);
      const writable = el as unknown as Record<string, unknown>;
      for (const name of ['status', 'posts', 'totalCount']) {
        const before = writable[name];
        try {
          writable[name] = 'nonsense';
        } catch {
          // a getter without a setter throws in strict mode: read-only either way
        }
        expect(writable[name]).to.deep.equal(before);
      }
    });
  });

  describe('strings', () => {
    it('reads back every text in use: the board’s own at once, a lazily loaded part’s once it is here', async () => {
      const el = document.createElement('job-board');
      const strings = el.strings;
      for (const name of ['previousPage', 'nextPage', 'empty', 'loading', 'retry', 'back', 'apply'] as const) {
        expect(strings[name], name).to.be.a('string').and.not.equal('');
      }
      expect(Object.keys(strings)).to.include.members(Object.keys(entryTexts));
      expect(strings.previousPage).to.equal('Previous page');
      expect(strings.nextPage).to.equal('Next page');
      // One English table: the set is complete before any lazy part has loaded.
      expect(el.strings.posted).to.equal('Posted {time}');
      expect(Object.keys(el.strings).sort()).to.deep.equal(Object.keys(englishStrings).sort());
    });

    it('a partial override changes the visible text and keeps the rest', async () => {
      const sandbox = await createSandbox();
      const el = await boardFixture(sandbox);
      el.strings = { nextPage: 'Weiter', results: { one: '{count} role', other: '{count} roles' } };
      await el.updateComplete;
      expect(el.strings.nextPage).to.equal('Weiter');
      expect(el.strings.previousPage).to.equal('Previous page');
      expect(el.strings.empty).to.equal(englishStrings.empty);
      const next = parts(el, 'page-button').find((button) => text(button) === 'Weiter');
      expect(next, 'a Next button reading "Weiter"').to.exist;
      expect(text(part(el, 'summary'))).to.equal(`${el.totalCount} roles`);
    });

    it('the override set before connecting is used from the first render', async () => {
      const sandbox = await createSandbox({ latencyMs: 300 });
      const el = await boardFixture(sandbox, {}, { wait: 'none', properties: { strings: { loading: 'Einen Moment…' } } });
      expect(text(part(el, 'status'))).to.equal('Einen Moment…');
      await nextEvent(el, 'job-board-load');
    });

    it('setting strings to null goes back to the built-in texts', async () => {
      const el = document.createElement('job-board');
      el.strings = { retry: 'Again' };
      expect(el.strings.retry).to.equal('Again');
      el.strings = null as unknown as JobBoard['strings'];
      expect(el.strings.retry).to.equal(englishStrings.retry);
    });
  });

  describe('lang', () => {
    it('lang="de" switches the built-in texts and the plural form', async () => {
      const sandbox = await createSandbox({ posts: rawPosts(1) });
      const el = await boardFixture(sandbox, { lang: 'de' });
      expect(text(part(el, 'summary'))).to.equal('1 offene Stelle');
      expect(el.strings.nextPage).to.equal('Nächste Seite');
      expect(el.strings.previousPage).to.equal('Vorherige Seite');
    });

    it('lang="de" formats numbers the German way (1.234), and English 1,234', async () => {
      const sandbox = await createSandbox({ posts: rawPosts(1234) });
      const el = await boardFixture(sandbox, { lang: 'de' });
      expect(text(part(el, 'summary'))).to.equal('1.234 offene Stellen');
      expect(text(pageLast(el))).to.equal('62');
      const english = await boardFixture(sandbox, { lang: 'en' });
      expect(text(part(english, 'summary'))).to.equal('1,234 open positions');
    });

    it('follows a change of lang after loading', async () => {
      const sandbox = await createSandbox();
      const el = await boardFixture(sandbox);
      const next = () => parts(el, 'page-button').at(-1)!;
      expect(text(next())).to.equal('Next page');
      el.lang = 'de';
      await el.updateComplete;
      expect(text(next())).to.equal('Nächste Seite');
      expect(text(part(el, 'summary'))).to.match(/^\d+ offene Stellen$/);
    });

    it('the lang property reflects, as the standard one does, so assistive technology reads the board in it', async () => {
      const sandbox = await createSandbox();
      const el = await boardFixture(sandbox);
      expect(el.hasAttribute('lang'), 'no lang attribute of its own: the page’s language is inherited').to.equal(false);
      el.lang = 'de';
      await el.updateComplete;
      expect(el.getAttribute('lang')).to.equal('de');
      expect(el.matches(':lang(de)')).to.equal(true);
      expect(el.strings.retry).to.equal('Erneut versuchen');
      el.lang = '';
      await el.updateComplete;
      expect(el.hasAttribute('lang')).to.equal(false);
    });

    it('says the API’s values in its language, and in the controls inside it too', async () => {
      const sandbox = await createSandbox({ posts: [rawPost(1, { ats_job: { status: 'open', workplace: 'on_site', employment_type: 'part_time' } })] });
      const el = await boardFixture(sandbox, { lang: 'de' }, { children: '<job-board-search></job-board-search><job-board-workplace-filter></job-board-workplace-filter>' });
      expect(parts(el, 'badge').map((badge) => text(badge))).to.deep.equal(['Vor Ort', 'Teilzeit']);
      const search = el.querySelector('job-board-search')!;
      const filter = el.querySelector('job-board-workplace-filter')!;
      await search.updateComplete;
      await filter.updateComplete;
      expect(text(search.shadowRoot!.querySelector('[part~="label"]'))).to.equal('Stellen suchen');
      expect(text(filter.shadowRoot!.querySelector('[part~="label"]'))).to.equal('Arbeitsort');
      expect([...filter.shadowRoot!.querySelectorAll('[part~="option"]')].map((option) => text(option))).to.deep.equal(['Remote', 'Hybrid', 'Vor Ort']);

      el.lang = 'fr';
      await el.updateComplete;
      await filter.updateComplete;
      expect(parts(el, 'badge').map((badge) => text(badge))).to.deep.equal(['Sur site', 'Temps partiel']);
      expect(text(filter.shadowRoot!.querySelector('[part~="label"]'))).to.equal('Mode de travail');

      el.showJob('jp_t1');
      await waitUntil(() => part(el, 'detail-title') !== null && text(part(el, 'detail')).includes('Temps partiel'), 'the detail in French');
      // The status shows only when it is not open (this post is open): the workplace says it in French.
      expect(text(part(el, 'detail'))).to.include('Sur site').and.not.include('Ouvert');
    });

    it('strings.values overrides one value’s words and keeps the others; unknown values are humanised, even "constructor"', async () => {
      const sandbox = await createSandbox({
        posts: [rawPost(1), rawPost(2, { ats_job: { status: 'open', workplace: 'constructor', employment_type: 'zero_hours' } })],
      });
      const el = await boardFixture(sandbox, {}, { properties: { strings: { values: { remote: 'Anywhere' } } } });
      expect(parts(el, 'badge').map((badge) => text(badge))).to.deep.equal(['Anywhere', 'Full time', 'Constructor', 'Zero hours']);
      expect(el.strings.values['on_site']).to.equal('On site');
    });

    it('a label the page sets on a control is kept whatever the language', async () => {
      const sandbox = await createSandbox();
      const el = await boardFixture(sandbox, { lang: 'de' }, { children: '<job-board-search label="Jobsuche"></job-board-search>' });
      const search = el.querySelector('job-board-search')!;
      await search.updateComplete;
      expect(text(search.shadowRoot!.querySelector('[part~="label"]'))).to.equal('Jobsuche');
    });

    it('takes the language of the nearest ancestor with lang', async () => {
      const sandbox = await createSandbox();
      const wrapper = document.createElement('div');
      wrapper.lang = 'fr';
      document.body.append(wrapper);
      try {
        const el = document.createElement('job-board');
        el.setAttribute('token', 'jb_demo_public');
        el.setAttribute('base-url', sandbox.baseUrl);
        el.setAttribute('routing', 'none');
        const loaded = nextEvent(el, 'job-board-load');
        wrapper.append(el);
        await loaded;
        await el.updateComplete;
        expect(text(part(el, 'summary'))).to.match(/postes ouverts$/);
      } finally {
        wrapper.remove();
      }
    });
  });

  describe('timeout', () => {
    it('defaults to 15 s', () => {
      expect(document.createElement('job-board').timeout).to.equal(15000);
    });
  });

  it('sends nothing more when the host sets the same values again', async () => {
    const sandbox = await createSandbox();
    const el = await boardFixture(sandbox, { query: 'design' });
    el.query = 'design';
    el.page = 1;
    el.workplaces = [];
    await el.updateComplete;
    await wait(100);
    expect(await listRequests(sandbox)).to.have.length(1);
    expect(paramsOf((await listRequests(sandbox))[0]).get('filter_value')).to.equal('design');
    expect(el.status).to.equal('ready');
  });
});

function pageLast(el: JobBoard): HTMLElement {
  const numbered = parts(el, 'page-button').filter((button) => /^\d|\d$/.test(text(button)) && !button.classList.contains('step'));
  return numbered.at(-1)!;
}
