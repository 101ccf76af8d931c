import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { LitElement } from 'lit';
import { property } from 'lit/decorators.js';
import { UrlStateController, type RouteCause } from '../../../../src/elements/job-board/controllers/url-state-controller.js';
import type { BoardRoute, RoutingMode } from '../../../../src/routing/route-params.js';

/** A stand-in for `<job-board>`: the four routed properties, and a log of what the URL applied. */
class UrlStateTestHost extends LitElement {
  @property() routing: RoutingMode = 'query';
  @property({ attribute: 'param-prefix' }) paramPrefix = 'jb-';
  @property({ type: Number }) page = 1;
  @property() query = '';
  @property({ converter: (value) => (value ? value.split(',') : []) }) workplaces: string[] = [];
  @property() department = '';
  @property() office = '';
  @property() employmentType = '';
  @property() job = '';

  /** When false, the host puts its route back after each move by the URL, as a host that follows later would look. */
  follow = true;
  applied: { route: BoardRoute; cause: RouteCause }[] = [];

  readonly url = new UrlStateController(this, {
    followed: (previous, cause) => {
      this.applied.push({ route: this.route, cause });
      if (!this.follow) Object.assign(this, previous);
    },
  });

  get route(): BoardRoute {
    return this.url.route;
  }

  /** What the board does on a user action: move to the new route, a history entry. */
  userSets(change: Partial<BoardRoute>): boolean {
    return this.url.navigate(change);
  }

  override render() {
    return html`${this.page} ${this.query} ${this.job}`;
  }
}
if (!customElements.get('url-state-test-host')) customElements.define('url-state-test-host', UrlStateTestHost);

declare global {
  interface HTMLElementTagNameMap {
    'url-state-test-host': UrlStateTestHost;
  }
}

/** The test runner's own page URL, which carries parameters the runner needs. */
let saved = '';

/** Replaces the current URL (no new entry) after `change` has edited a copy of it. */
function setUrl(change: (url: URL) => void, state: unknown = history.state): void {
  const url = new URL(location.href);
  change(url);
  history.replaceState(state, '', url.href);
}

function addQuery(params: string): (url: URL) => void {
  return (url) => {
    url.search = url.search ? `${url.search}&${params}` : `?${params}`;
  };
}

function params(): URLSearchParams {
  return new URL(location.href).searchParams;
}

function hashParams(): URLSearchParams {
  return new URLSearchParams(location.hash.slice(1));
}

/** `history.back()` is asynchronous: resolves once its popstate has been dispatched. */
async function back(): Promise<void> {
  const popped = oneEvent(window, 'popstate');
  history.back();
  await popped;
}

async function forward(): Promise<void> {
  const popped = oneEvent(window, 'popstate');
  history.forward();
  await popped;
}

/** Back between entries that differ in the fragment: popstate, then hashchange (its own task). */
async function backAcrossHash(): Promise<void> {
  const changed = oneEvent(window, 'hashchange');
  await back();
  await changed;
}

function route(overrides: Partial<BoardRoute> = {}): BoardRoute {
  return { page: 1, query: '', workplaces: [], department: '', office: '', employmentType: '', job: '', ...overrides };
}

describe('UrlStateController', () => {
  beforeEach(() => {
    saved = location.href;
    // Chromium keeps at most 50 entries; past that a push would not grow history.length.
    expect(history.length, 'history has room for the pushes of this test').to.be.below(45);
  });

  afterEach(() => {
    history.replaceState(null, '', saved);
  });

  describe('on connect', () => {
    it('applies the URL over the attributes, cause load, without touching the URL', async () => {
      setUrl(addQuery('jb-page=3&jb-q=dev%20ops&jb-workplace=remote&jb-workplace=hybrid'));
      const href = location.href;
      const length = history.length;
      const el = await fixture<UrlStateTestHost>(html`<url-state-test-host page="2" query="design"></url-state-test-host>`);
      expect(el.applied).to.deep.equal([
        { route: route({ page: 3, query: 'dev ops', workplaces: ['remote', 'hybrid'] }), cause: 'load' },
      ]);
      expect(el.route).to.deep.equal(route({ page: 3, query: 'dev ops', workplaces: ['remote', 'hybrid'] }));
      expect(location.href).to.equal(href);
      expect(history.length).to.equal(length);
    });

    it('keeps the attributes for the keys the URL leaves out', async () => {
      setUrl(addQuery('jb-job=jp_7'));
      const el = await fixture<UrlStateTestHost>(html`<url-state-test-host page="2" query="design"></url-state-test-host>`);
      expect(el.route).to.deep.equal(route({ page: 2, query: 'design', job: 'jp_7' }));
      expect(el.applied.map((entry) => entry.cause)).to.deep.equal(['load']);
    });

    it('applies nothing when the URL holds none of its keys', async () => {
      setUrl(addQuery('other-page=4&page=5&q=x'));
      const el = await fixture<UrlStateTestHost>(html`<url-state-test-host page="2" query="design"></url-state-test-host>`);
      expect(el.applied).to.deep.equal([]);
      expect(el.route).to.deep.equal(route({ page: 2, query: 'design' }));
    });

    it('ignores an invalid page in the URL', async () => {
      setUrl(addQuery('jb-page=0&jb-q=x'));
      const el = await fixture<UrlStateTestHost>(html`<url-state-test-host page="2"></url-state-test-host>`);
      expect(el.route).to.deep.equal(route({ page: 2, query: 'x' }));
    });
  });

  describe('push, replace and history', () => {
    it('push adds one history entry with the new URL, and none when the URL would not change', async () => {
      const el = await fixture<UrlStateTestHost>(html`<url-state-test-host></url-state-test-host>`);
      const length = history.length;
      expect(el.userSets({ page: 2, job: 'jp_12' })).to.equal(true);
      expect(history.length).to.equal(length + 1);
      expect(params().get('jb-page')).to.equal('2');
      expect(params().get('jb-job')).to.equal('jp_12');
      expect(el.url.push(el.route)).to.equal(false);
      expect(history.length).to.equal(length + 1);
      expect(el.applied).to.deep.equal([]);
    });

    it("keeps the test runner's own parameters and their order", async () => {
      const before = [...new URL(saved).searchParams];
      const el = await fixture<UrlStateTestHost>(html`<url-state-test-host></url-state-test-host>`);
      el.userSets({ query: 'a&b=c#d' });
      const after = [...params()];
      expect(after.slice(0, before.length)).to.deep.equal(before);
      expect(after.slice(before.length)).to.deep.equal([['jb-q', 'a&b=c#d']]);
    });

    it('Back applies the previous entry with cause history, Forward the next one', async () => {
      const el = await fixture<UrlStateTestHost>(html`<url-state-test-host></url-state-test-host>`);
      el.userSets({ page: 2 });
      el.userSets({ job: 'jp_1' });
      expect(el.applied).to.deep.equal([]);

      await back();
      expect(el.applied).to.deep.equal([{ route: route({ page: 2 }), cause: 'history' }]);
      expect(el.route).to.deep.equal(route({ page: 2 }));

      await back();
      expect(el.applied.at(-1)).to.deep.equal({ route: route(), cause: 'history' });
      expect(el.route).to.deep.equal(route());

      await forward();
      await forward();
      expect(el.applied.at(-1)).to.deep.equal({ route: route({ page: 2, job: 'jp_1' }), cause: 'history' });
      expect(el.route).to.deep.equal(route({ page: 2, job: 'jp_1' }));
      expect(el.applied).to.have.length(4);
    });

    it('does not apply a popstate that leaves its route as the host has it', async () => {
      const el = await fixture<UrlStateTestHost>(html`<url-state-test-host></url-state-test-host>`);
      el.userSets({ page: 2 });
      history.pushState(history.state, '', `${location.href}&site=1`);
      await back();
      expect(el.applied).to.deep.equal([]);
    });

    it("Back to the entry the visitor landed on restores the attributes' state", async () => {
      const el = await fixture<UrlStateTestHost>(html`<url-state-test-host query="engineer" page="2"></url-state-test-host>`);
      el.userSets({ job: 'jp_1' });
      // Equal to the initial state, query and page are left out of the link.
      expect(params().has('jb-q')).to.equal(false);
      expect(params().has('jb-page')).to.equal(false);
      el.userSets({ query: '', page: 1, job: '' });
      // A cleared search differs from the initial one, so it is written, empty.
      expect(params().get('jb-q')).to.equal('');
      expect(params().get('jb-page')).to.equal('1');

      await back();
      expect(el.route).to.deep.equal(route({ query: 'engineer', page: 2, job: 'jp_1' }));
      await back();
      expect(el.route).to.deep.equal(route({ query: 'engineer', page: 2 }));
      await forward();
      await forward();
      expect(el.route).to.deep.equal(route());
    });

    it('replace changes the current entry and adds none', async () => {
      const el = await fixture<UrlStateTestHost>(html`<url-state-test-host></url-state-test-host>`);
      const length = history.length;
      el.query = 'programmatic';
      expect(el.url.replace(el.route)).to.equal(true);
      expect(history.length).to.equal(length);
      expect(params().get('jb-q')).to.equal('programmatic');
      expect(el.url.replace(el.route)).to.equal(false);
      el.query = '';
      el.url.replace(el.route);
      expect(params().has('jb-q')).to.equal(false);
      expect(location.href).to.equal(saved);
      expect(history.length).to.equal(length);
    });

    it("passes the site's history.state through push and replace", async () => {
      const siteState = { router: 'site', key: 'k1', nested: { scroll: 120 } };
      history.replaceState(siteState, '', location.href);
      const el = await fixture<UrlStateTestHost>(html`<url-state-test-host></url-state-test-host>`);
      el.userSets({ page: 2 });
      expect(history.state).to.deep.equal(siteState);
      el.page = 3;
      el.url.replace(el.route);
      expect(history.state).to.deep.equal(siteState);
      await back();
      expect(history.state).to.deep.equal(siteState);
      expect(el.page).to.equal(1);
    });

    it('href gives the absolute URL of a route, keeping everything else', async () => {
      setUrl((url) => {
        url.hash = '#top';
      });
      const el = await fixture<UrlStateTestHost>(html`<url-state-test-host></url-state-test-host>`);
      const href = el.url.href(route({ job: 'jp 1/ü' }));
      const url = new URL(href);
      expect(url.origin + url.pathname).to.equal(location.origin + location.pathname);
      expect(url.searchParams.get('jb-job')).to.equal('jp 1/ü');
      expect(url.hash).to.equal('#top');
      expect(el.url.href(route())).to.equal(location.href);
      expect(location.href).to.equal(new URL('#top', saved).href);
    });
  });

  describe('two boards with different prefixes', () => {
    it('each reads and writes only its own keys, and only the board whose keys changed applies', async () => {
      setUrl(addQuery('jb-page=2&b2-page=5&b2-q=sales'));
      const container = await fixture<HTMLDivElement>(html`
        <div>
          <url-state-test-host></url-state-test-host>
          <url-state-test-host param-prefix="b2-"></url-state-test-host>
        </div>
      `);
      const [a, b] = [...container.querySelectorAll('url-state-test-host')] as [UrlStateTestHost, UrlStateTestHost];
      expect(a.route).to.deep.equal(route({ page: 2 }));
      expect(b.route).to.deep.equal(route({ page: 5, query: 'sales' }));

      a.userSets({ page: 3 });
      b.userSets({ job: 'jp_9' });
      expect(params().get('jb-page')).to.equal('3');
      expect(params().get('b2-page')).to.equal('5');
      expect(params().get('b2-q')).to.equal('sales');
      expect(params().get('b2-job')).to.equal('jp_9');
      expect(params().has('jb-job')).to.equal(false);
      a.applied = [];
      b.applied = [];

      await back();
      expect(a.applied).to.deep.equal([]);
      expect(b.applied).to.deep.equal([{ route: route({ page: 5, query: 'sales' }), cause: 'history' }]);

      await back();
      expect(a.applied).to.deep.equal([{ route: route({ page: 2 }), cause: 'history' }]);
      expect(b.applied).to.have.length(1);
    });
  });

  describe('routing="hash"', () => {
    it('reads the hash on connect and writes the same parameters into it', async () => {
      setUrl((url) => {
        url.hash = '#jb-page=2&jb-job=jp_12';
      });
      const el = await fixture<UrlStateTestHost>(html`<url-state-test-host routing="hash"></url-state-test-host>`);
      expect(el.route).to.deep.equal(route({ page: 2, job: 'jp_12' }));
      el.userSets({ page: 3, query: 'a b' });
      expect(location.hash).to.equal('#jb-page=3&jb-q=a%20b&jb-job=jp_12');
      expect(location.search).to.equal(new URL(saved).search);
    });

    it('handles a navigation that fires popstate and hashchange once', async () => {
      const el = await fixture<UrlStateTestHost>(html`<url-state-test-host routing="hash"></url-state-test-host>`);
      el.follow = false;
      el.userSets({ page: 2 });
      el.userSets({ page: 3 });
      await backAcrossHash();
      expect(el.applied).to.deep.equal([{ route: route({ page: 2 }), cause: 'history' }]);
      await backAcrossHash();
      expect(el.applied.map((entry) => entry.route.page)).to.deep.equal([2, 1]);
      expect(hashParams().has('jb-page')).to.equal(false);
    });

    it('follows the user editing the hash (a fragment navigation)', async () => {
      const el = await fixture<UrlStateTestHost>(html`<url-state-test-host routing="hash"></url-state-test-host>`);
      const changed = oneEvent(window, 'hashchange');
      location.hash = '#jb-q=typed';
      await changed;
      expect(el.applied).to.deep.equal([{ route: route({ query: 'typed' }), cause: 'history' }]);
    });

    it('keeps a plain anchor and the query string', async () => {
      setUrl((url) => {
        url.hash = '#careers';
      });
      const el = await fixture<UrlStateTestHost>(html`<url-state-test-host routing="hash"></url-state-test-host>`);
      el.userSets({ page: 2 });
      expect(location.hash).to.equal('#careers&jb-page=2');
      el.userSets({ page: 1 });
      expect(location.hash).to.equal('#careers');
      expect(location.search).to.equal(new URL(saved).search);
    });
  });

  describe('routing="none"', () => {
    it('never reads the URL, never changes location.href nor history.length', async () => {
      setUrl(addQuery('jb-page=3&jb-q=dev'));
      const href = location.href;
      const length = history.length;
      const el = await fixture<UrlStateTestHost>(html`<url-state-test-host routing="none" page="2"></url-state-test-host>`);
      expect(el.route).to.deep.equal(route({ page: 2 }));
      expect(el.userSets({ page: 4, job: 'x' })).to.equal(false);
      expect(el.url.replace(route({ query: 'y' }))).to.equal(false);
      expect(el.url.href(route({ job: 'x' }))).to.equal(href);
      expect(location.href).to.equal(href);
      expect(history.length).to.equal(length);
      expect(el.applied).to.deep.equal([]);
    });

    it('does not listen to popstate', async () => {
      const el = await fixture<UrlStateTestHost>(html`<url-state-test-host routing="none"></url-state-test-host>`);
      const url = new URL(location.href);
      url.searchParams.set('jb-page', '6');
      history.pushState(history.state, '', url.href);
      await back();
      await forward();
      expect(el.applied).to.deep.equal([]);
      expect(el.page).to.equal(1);
    });
  });

  describe('connection', () => {
    it('a disconnected host does not apply popstate', async () => {
      const el = await fixture<UrlStateTestHost>(html`<url-state-test-host></url-state-test-host>`);
      el.userSets({ page: 2 });
      el.remove();
      await back();
      expect(el.applied).to.deep.equal([]);
      expect(el.page).to.equal(2);
    });

    it('a moved host listens once, and catches up with what the URL came to say meanwhile', async () => {
      const container = await fixture<HTMLDivElement>(html`
        <div><section></section><url-state-test-host></url-state-test-host></div>
      `);
      const el = container.querySelector('url-state-test-host')!;
      el.userSets({ page: 2 });
      container.querySelector('section')!.append(el);
      el.userSets({ page: 3 });
      // Not following, so a second listener, were there one, would see a difference and apply too.
      el.follow = false;
      await back();
      expect(el.applied).to.deep.equal([{ route: route({ page: 2 }), cause: 'history' }]);
      el.follow = true;
      el.page = 2;

      el.remove();
      await back();
      container.append(el);
      expect(el.applied.at(-1)).to.deep.equal({ route: route(), cause: 'history' });
      expect(el.applied).to.have.length(2);
      expect(el.page).to.equal(1);
    });
  });

  describe('runtime changes', () => {
    it('a new param-prefix is read from the URL when it holds its keys, and used for writing', async () => {
      setUrl(addQuery('x-page=4'));
      const el = await fixture<UrlStateTestHost>(html`<url-state-test-host></url-state-test-host>`);
      expect(el.applied).to.deep.equal([]);
      el.paramPrefix = 'x-';
      await el.updateComplete;
      expect(el.applied).to.deep.equal([{ route: route({ page: 4 }), cause: 'load' }]);
      el.userSets({ job: 'j' });
      expect(params().get('x-job')).to.equal('j');
      expect(params().has('jb-job')).to.equal(false);
    });

    it('a new param-prefix with no keys in the URL keeps the state', async () => {
      const el = await fixture<UrlStateTestHost>(html`<url-state-test-host></url-state-test-host>`);
      el.userSets({ page: 2 });
      el.paramPrefix = 'y-';
      await el.updateComplete;
      expect(el.applied).to.deep.equal([]);
      expect(el.page).to.equal(2);
    });

    it('routing switched to none stops listening; switched back, it listens and reads again', async () => {
      const el = await fixture<UrlStateTestHost>(html`<url-state-test-host></url-state-test-host>`);
      el.userSets({ page: 2 });
      el.routing = 'none';
      await el.updateComplete;
      await back();
      expect(el.applied).to.deep.equal([]);
      expect(el.page).to.equal(2);

      await forward();
      el.page = 1;
      el.routing = 'query';
      await el.updateComplete;
      expect(el.applied).to.deep.equal([{ route: route({ page: 2 }), cause: 'load' }]);
      await back();
      expect(el.applied.at(-1)).to.deep.equal({ route: route(), cause: 'history' });
    });

    it('routing switched from query to hash reads and writes the hash', async () => {
      setUrl((url) => {
        url.hash = '#jb-q=hashed';
      });
      const el = await fixture<UrlStateTestHost>(html`<url-state-test-host></url-state-test-host>`);
      expect(el.query).to.equal('');
      el.routing = 'hash';
      await el.updateComplete;
      expect(el.query).to.equal('hashed');
      el.userSets({ page: 2 });
      expect(hashParams().get('jb-page')).to.equal('2');
      expect(params().has('jb-page')).to.equal(false);
    });
  });
  describe('jobHrefs', () => {
    // Ids that encoding, a replacement pattern or the site's own parameters could trip.
    const IDS = ['jp_1', 'a b', 'x/y?z#w', '100%', '$&$1', 'über', '\uD800lone', 'job0board0element0id0marker'];

    for (const routing of ['query', 'hash', 'none'] as const) {
      it(`routing="${routing}": each job's link is the one href() gives, with the site's parameters and the board's state kept`, async () => {
        setUrl((url) => {
          url.searchParams.set('site', 'a b');
          url.hash = routing === 'hash' ? 'jb-q=design&other=1' : 'section';
        });
        const el = await fixture<UrlStateTestHost>(html`<url-state-test-host routing=${routing}></url-state-test-host>`);
        el.userSets({ query: 'design', workplaces: ['remote', 'on_site'], page: 2 });
        const hrefs = el.url.jobHrefs(el.route);
        for (const id of IDS) expect(hrefs(id), id).to.equal(el.url.href({ ...el.route, job: id }));
      });
    }
  });
});
