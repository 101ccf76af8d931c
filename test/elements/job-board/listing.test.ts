import { expect, waitUntil } from '@open-wc/testing';
import type { JobBoard } from '../../../src/elements/job-board/job-board.js';
import { createSandbox, type Sandbox } from '../../helpers/sandbox.js';
import {
  boardFixture,
  isRendered,
  lastListParams,
  listRequests,
  nextEvent,
  pageButton,
  part,
  parts,
  rawPost,
  rawPosts,
  record,
  text,
  titles,
  wait,
} from '../../helpers/board.js';

/** The numbers and gaps of the pager as shown, e.g. `['1', '2', '…', '9']`. */
function pagerItems(el: JobBoard): string[] {
  return [...el.shadowRoot!.querySelectorAll('[part~="pagination"] li')].map((item) => text(item));
}

function currentPage(el: JobBoard): string[] {
  return parts(el, 'page-button')
    .filter((button) => button.getAttribute('aria-current') === 'page')
    .map((button) => text(button));
}

async function clickAndLoad(el: JobBoard, button: HTMLElement | undefined): Promise<void> {
  expect(button, 'the button').to.exist;
  const loaded = nextEvent(el, 'job-board-load');
  button!.click();
  await loaded;
  await el.updateComplete;
}

describe('<job-board> listing', () => {
  describe('result count', () => {
    it('says "1 open position" for one post', async () => {
      const sandbox = await createSandbox({ posts: rawPosts(1) });
      const el = await boardFixture(sandbox);
      expect(text(part(el, 'summary'))).to.equal('1 open position');
    });

    it('says "N open positions" for several, with the total across pages', async () => {
      const sandbox = await createSandbox({ posts: rawPosts(45) });
      const el = await boardFixture(sandbox);
      expect(text(part(el, 'summary'))).to.equal('45 open positions');
      expect(parts(el, 'item')).to.have.length(20);
    });

    it('is announced: the summary is a live status region', async () => {
      const sandbox = await createSandbox();
      const el = await boardFixture(sandbox);
      const summary = part(el, 'summary')!;
      expect(summary.getAttribute('role') === 'status' || summary.getAttribute('aria-live') === 'polite').to.equal(true);
    });
  });

  describe('entries', () => {
    it('renders one real link per post, in the parts item, item-link, item-title and item-meta', async () => {
      const sandbox = await createSandbox();
      const el = await boardFixture(sandbox);
      const items = parts(el, 'item');
      expect(items).to.have.length(20);
      expect(part(el, 'list')!.contains(items[0]!)).to.equal(true);
      items.forEach((item, index) => {
        const link = item.querySelector<HTMLAnchorElement>('[part~="item-link"]');
        expect(link, 'a link').to.be.instanceOf(HTMLAnchorElement);
        expect(link!.getAttribute('href'), 'an href').to.be.a('string').and.not.equal('');
        expect(text(link!.querySelector('[part~="item-title"]'))).to.equal(el.posts[index]!.title);
      });
      expect(parts(el, 'item-meta')).to.have.length(20);
      expect(titles(el)).to.deep.equal(el.posts.map((post) => post.title));
    });

    it('shows the department and office city in item-meta', async () => {
      const sandbox = await createSandbox({
        posts: [rawPost(1, { ats_department: { name: 'Design' }, ats_offices: [{ name: 'HQ', city: 'Lisbon' }, { name: 'Hub', city: 'Porto' }] })],
      });
      const el = await boardFixture(sandbox);
      const meta = text(part(el, 'item-meta'));
      expect(meta).to.include('Design');
      expect(meta).to.include('Lisbon');
      expect(meta).to.include('Porto');
    });

    it('shows workplace and employment type humanised in badges, never dropping an unknown value', async () => {
      const sandbox = await createSandbox({
        posts: [
          rawPost(1, { ats_job: { status: 'open', workplace: 'on_site', employment_type: 'full_time' } }),
          rawPost(2, { ats_job: { status: 'open', workplace: 'flexible', employment_type: 'part_time' } }),
          rawPost(3, { ats_job: { status: 'open', workplace: 'four_day_week', employment_type: 'working-student' } }),
        ],
      });
      const el = await boardFixture(sandbox);
      const badges = parts(el, 'item').map((item) => [...item.querySelectorAll('[part~="badge"]')].map((badge) => text(badge)));
      expect(badges).to.deep.equal([
        ['On site', 'Full time'],
        ['Flexible', 'Part time'],
        ['Four day week', 'Working student'],
      ]);
    });

    it('skips the far entries’ rendering only in a long list: a page of 20 lays out whole, a page of 50 or a grouped board does not', async () => {
      const visibility = (el: JobBoard) => [...new Set(parts(el, 'item-link').map((link) => getComputedStyle(link).contentVisibility))];
      const sandbox = await createSandbox();
      const short = await boardFixture(sandbox);
      expect(parts(short, 'item')).to.have.length(20);
      expect(visibility(short)).to.deep.equal(['visible']);
      const long = await boardFixture(sandbox, { 'page-size': '50' });
      expect(parts(long, 'item')).to.have.length(50);
      expect(visibility(long)).to.deep.equal(['auto']);
      const grouped = await boardFixture(sandbox, { 'group-by': 'department' });
      await waitUntil(() => parts(grouped, 'group').length > 1, 'no groups', { timeout: 5000 });
      expect(parts(grouped, 'item').length, 'the whole board').to.be.greaterThan(30);
      expect(visibility(grouped)).to.deep.equal(['auto']);
    });

    it('humanises the data set’s unknown workplace value too', async () => {
      const sandbox = await createSandbox();
      const el = await boardFixture(sandbox, { workplaces: 'flexible' });
      expect(el.posts.length, 'the data set has flexible posts').to.be.greaterThan(0);
      for (const item of parts(el, 'item')) {
        const shown = [...item.querySelectorAll('[part~="badge"]')].map((badge) => text(badge));
        expect(shown).to.include('Flexible');
      }
    });
  });

  describe('parts', () => {
    it('exposes controls, summary, list, item, item-link, item-title, item-meta, badge, pagination and page-button', async () => {
      const sandbox = await createSandbox();
      const el = await boardFixture(sandbox);
      for (const name of ['controls', 'summary', 'list', 'item', 'item-link', 'item-title', 'item-meta', 'badge', 'pagination', 'page-button']) {
        expect(part(el, name), `part "${name}"`).to.exist;
      }
    });
  });

  describe('pagination', () => {
    it('has native Previous page and Next page buttons around the page numbers', async () => {
      const sandbox = await createSandbox();
      const el = await boardFixture(sandbox);
      const buttons = parts(el, 'page-button');
      for (const button of buttons) {
        expect(button.localName).to.equal('button');
        expect(button.getAttribute('type')).to.equal('button');
      }
      const previous = buttons[0]!;
      const next = buttons.at(-1)!;
      expect(previous.getAttribute('aria-label') ?? text(previous)).to.equal('Previous page');
      expect(next.getAttribute('aria-label') ?? text(next)).to.equal('Next page');
      expect(part(el, 'pagination')!.contains(previous)).to.equal(true);
    });

    it('marks the current page with aria-current="page" and leaves the others unmarked', async () => {
      const sandbox = await createSandbox();
      const el = await boardFixture(sandbox);
      expect(currentPage(el)).to.deep.equal(['1']);
      const others = parts(el, 'page-button').filter((button) => button.getAttribute('aria-current') === 'page' && text(button) !== '1');
      expect(others).to.have.length(0);
    });

    it('shows the first and last page with an ellipsis between when there are many pages', async () => {
      const sandbox = await createSandbox({ posts: rawPosts(200) });
      const el = await boardFixture(sandbox);
      expect(pagerItems(el)).to.deep.equal(['1', '2', '…', '10']);
      const loaded = nextEvent(el, 'job-board-load');
      el.page = 5;
      await loaded;
      await el.updateComplete;
      expect(pagerItems(el)).to.deep.equal(['1', '…', '4', '5', '6', '…', '10']);
      expect(currentPage(el)).to.deep.equal(['5']);
    });

    it('shows no pager when everything fits on one page', async () => {
      const sandbox = await createSandbox({ posts: rawPosts(3) });
      const el = await boardFixture(sandbox);
      expect(part(el, 'pagination')).to.equal(null);
    });

    it('Next loads page 2 and moves the current page', async () => {
      const sandbox = await createSandbox({ posts: rawPosts(45) });
      const el = await boardFixture(sandbox);
      const changes = record(el, 'job-board-change');
      await clickAndLoad(el, pageButton(el, 'Next page'));
      expect(el.page).to.equal(2);
      expect((await lastListParams(sandbox)).get('page')).to.equal('2');
      expect(titles(el)[0]).to.equal('Test Position 21');
      expect(currentPage(el)).to.deep.equal(['2']);
      expect(changes).to.deep.equal([{ page: 2, query: '', workplaces: [], department: '', office: '', employmentType: '', job: '' }]);
    });

    it('a page number loads that page, Previous goes back one', async () => {
      const sandbox = await createSandbox({ posts: rawPosts(45) });
      const el = await boardFixture(sandbox);
      await clickAndLoad(el, pageButton(el, 'Page 3'));
      expect(el.page).to.equal(3);
      expect(titles(el)).to.deep.equal(['Test Position 41', 'Test Position 42', 'Test Position 43', 'Test Position 44', 'Test Position 45']);
      await clickAndLoad(el, pageButton(el, 'Previous page'));
      expect(el.page).to.equal(2);
      expect(titles(el)[0]).to.equal('Test Position 21');
    });

    it('Previous on page 1 and Next on the last page do nothing', async () => {
      const sandbox = await createSandbox({ posts: rawPosts(45) });
      const el = await boardFixture(sandbox);
      const changes = record(el, 'job-board-change');
      const loads = record(el, 'job-board-load');
      const previous = pageButton(el, 'Previous page')!;
      expect(previous.getAttribute('aria-disabled') === 'true' || previous.disabled).to.equal(true);
      previous.click();
      await el.updateComplete;
      await wait(100);
      expect(el.page).to.equal(1);
      expect(el.status).to.equal('ready');
      expect(await listRequests(sandbox)).to.have.length(1);

      await clickAndLoad(el, pageButton(el, 'Page 3'));
      const next = pageButton(el, 'Next page')!;
      expect(next.getAttribute('aria-disabled') === 'true' || next.disabled).to.equal(true);
      next.click();
      await el.updateComplete;
      await wait(100);
      expect(el.page).to.equal(3);
      expect(await listRequests(sandbox)).to.have.length(2);
      expect(changes.map((change) => change.page)).to.deep.equal([3]);
      expect(loads).to.have.length(1);
    });

    it('the current page’s own button does nothing', async () => {
      const sandbox = await createSandbox({ posts: rawPosts(45) });
      const el = await boardFixture(sandbox);
      const changes = record(el, 'job-board-change');
      pageButton(el, 'Page 1')!.click();
      await el.updateComplete;
      await wait(50);
      expect(changes).to.have.length(0);
      expect(await listRequests(sandbox)).to.have.length(1);
    });
  });

  describe('loading', () => {
    it('keeps the previous list visible and marks it busy while the next page loads', async () => {
      const sandbox = await createSandbox({ posts: rawPosts(45), latencyMs: 700 });
      const el = await boardFixture(sandbox);
      const before = titles(el);
      const busy = () => el.shadowRoot!.querySelector('[aria-busy="true"]');
      expect(busy()).to.equal(null);
      const loaded = nextEvent(el, 'job-board-load');
      pageButton(el, 'Next page')!.click();
      await el.updateComplete;
      expect(el.status).to.equal('loading');
      expect(titles(el)).to.deep.equal(before);
      expect(busy(), 'an aria-busy region').to.exist;
      expect(busy()!.contains(part(el, 'list'))).to.equal(true);
      await loaded;
      await el.updateComplete;
      expect(busy()).to.equal(null);
      expect(titles(el)[0]).to.equal('Test Position 21');
    });

    it('does not change the board’s height while loading (no layout jump)', async () => {
      const sandbox = await createSandbox({ latencyMs: 700 });
      const el = await boardFixture(sandbox);
      const before = el.getBoundingClientRect().height;
      const loaded = nextEvent(el, 'job-board-load');
      pageButton(el, 'Next page')!.click();
      await el.updateComplete;
      await wait(50);
      expect(el.status).to.equal('loading');
      expect(el.getBoundingClientRect().height).to.equal(before);
      await loaded;
    });

    it('shows the loading text in part status before the first page', async () => {
      const sandbox = await createSandbox({ latencyMs: 500 });
      const el = await boardFixture(sandbox, {}, { wait: 'none' });
      expect(text(part(el, 'status'))).to.equal('Loading jobs…');
      await nextEvent(el, 'job-board-load');
      await el.updateComplete;
      expect(part(el, 'status')).to.equal(null);
    });
  });

  describe('empty', () => {
    it('shows the empty text in part status when nothing matches', async () => {
      const sandbox = await createSandbox();
      const el = await boardFixture(sandbox, { query: 'zzqx-no-such-job' });
      expect(text(part(el, 'status'))).to.equal('No jobs match your search.');
      // The empty text is the result count, announced: no "0 open positions" above it.
      expect(part(el, 'summary')).to.equal(part(el, 'status'));
      expect(part(el, 'summary')!.getAttribute('role')).to.equal('status');
      expect(part(el, 'list')).to.equal(null);
      expect(part(el, 'pagination')).to.equal(null);
      expect(el.posts).to.deep.equal([]);
      expect(el.totalCount).to.equal(0);
    });

    it('shows the empty slot’s content instead of the built-in text', async () => {
      const sandbox = await createSandbox();
      const el = await boardFixture(sandbox, { query: 'zzqx-no-such-job' }, { children: '<p slot="empty" id="mine">Nothing yet. Write to us!</p>' });
      const slot = part(el, 'status')!.querySelector('slot[name="empty"]') as HTMLSlotElement;
      expect(slot.assignedElements()).to.deep.equal([el.querySelector('#mine')]);
      expect(el.querySelector<HTMLElement>('#mine')!.getBoundingClientRect().height).to.be.greaterThan(0);
      const fallback = [...slot.childNodes].find((node) => text(node) === 'No jobs match your search.');
      expect(fallback, 'the built-in text as fallback').to.exist;
      expect(isRendered(fallback!)).to.equal(false);
    });

    it('keeps the empty slot hidden while there are results', async () => {
      const sandbox = await createSandbox();
      const el = await boardFixture(sandbox, {}, { children: '<p slot="empty" id="mine">Nothing yet.</p>' });
      expect(el.querySelector<HTMLElement>('#mine')!.getBoundingClientRect().height).to.equal(0);
    });
  });

  describe('what the API sends', () => {
    async function shown(sandbox: Sandbox): Promise<{ titles: string[]; summary: string; pager: string[]; badges: string[]; meta: string[] }> {
      const el = await boardFixture(sandbox, { page: '2' });
      return {
        titles: titles(el),
        summary: text(part(el, 'summary')),
        pager: pagerItems(el),
        badges: parts(el, 'badge').map((badge) => text(badge)),
        meta: parts(el, 'item-meta').map((meta) => text(meta)),
      };
    }

    it('renders both listing envelopes the same', async () => {
      const general = await shown(await createSandbox({ envelope: 'general' }));
      const quickstart = await shown(await createSandbox({ envelope: 'quickstart' }));
      expect(general.titles).to.have.length(20);
      expect(quickstart).to.deep.equal(general);
    });

    it('leaves out posts without an id or a title', async () => {
      const sandbox = await createSandbox({
        posts: [
          rawPost(1),
          { title: 'No id at all' },
          rawPost(3, { id: '' }),
          rawPost(4, { title: undefined }),
          rawPost(5, { title: '' }),
          rawPost(6, { id: null }),
          rawPost(7),
        ],
      });
      const el = await boardFixture(sandbox);
      expect(titles(el)).to.deep.equal(['Test Position 1', 'Test Position 7']);
      expect(el.posts.map((post) => post.id)).to.deep.equal(['jp_t1', 'jp_t7']);
    });

    it('is not disturbed by unknown fields', async () => {
      const sandbox = await createSandbox({
        posts: [
          rawPost(1, { salary: { min: 1, max: 2 }, tags: ['a', 'b'], ats_job: { status: 'open', workplace: 'remote', employment_type: 'contract', level: 3 } }),
          rawPost(2, { ats_department: { name: 'Sales', id: 99, parent: { name: 'Go to market' } } }),
        ],
      });
      const el = await boardFixture(sandbox);
      expect(titles(el)).to.deep.equal(['Test Position 1', 'Test Position 2']);
      expect(text(parts(el, 'item')[0])).to.include('Contract');
      expect(text(parts(el, 'item-meta')[1])).to.include('Sales');
    });

    it('renders posts missing optional fields, or carrying them with the wrong type', async () => {
      const sandbox = await createSandbox({
        posts: [
          { id: 'bare', title: 'Only id and title' },
          { id: 42, title: 'Numeric id' },
          { id: 'nulls', title: 'Nulls', ats_job: null, ats_department: null, ats_offices: null },
          { id: 'wrong', title: 'Wrong types', ats_job: 'remote', ats_department: 'Sales', ats_offices: 'Berlin' },
          { id: 'partial', title: 'Partial', ats_job: { workplace: 'hybrid' }, ats_offices: [{ name: 'Remote office' }, null, 7] },
        ],
      });
      const el = await boardFixture(sandbox);
      expect(titles(el)).to.deep.equal(['Only id and title', 'Numeric id', 'Nulls', 'Wrong types', 'Partial']);
      expect(text(part(el, 'summary'))).to.equal('5 open positions');
      const partial = parts(el, 'item')[4]!;
      expect(text(partial)).to.include('Hybrid');
      expect(text(partial)).to.include('Remote office');
      // No empty meta or badge elements for what is missing.
      expect(parts(el, 'item')[0]!.querySelector('[part~="item-meta"]')).to.equal(null);
      expect(parts(el, 'item')[0]!.querySelector('[part~="badge"]')).to.equal(null);
    });
  });

  describe('untrusted text', () => {
    afterEach(() => {
      delete (window as { __xss?: unknown }).__xss;
    });

    it('renders markup in titles, departments and offices as text', async () => {
      const img = '<img src=x onerror=window.__xss=1>';
      const script = '<script>window.__xss=1</script>';
      const sandbox = await createSandbox({
        posts: [
          rawPost(1, { title: `Engineer ${img}`, ats_department: { name: script }, ats_offices: [{ name: img, city: img }] }),
          rawPost(2, { title: script, ats_job: { status: 'open', workplace: img, employment_type: script } }),
        ],
      });
      const el = await boardFixture(sandbox);
      await wait(200);
      expect(titles(el)).to.deep.equal([`Engineer ${img}`, script]);
      expect(text(part(el, 'item-meta'))).to.include(script);
      expect(el.shadowRoot!.querySelector('img')).to.equal(null);
      expect(el.shadowRoot!.querySelector('script')).to.equal(null);
      expect((window as { __xss?: unknown }).__xss).to.equal(undefined);
    });

    it('renders markup in the opened post’s title as text', async () => {
      const img = '<img src=x onerror=window.__xss=1>';
      const sandbox = await createSandbox({ posts: [rawPost(1, { title: img, description: 'Plain' })] });
      const el = await boardFixture(sandbox);
      el.showJob('jp_t1');
      await waitUntil(() => el.status === 'ready' && part(el, 'detail-title') !== null, 'the detail view');
      await wait(200);
      expect(text(part(el, 'detail-title'))).to.equal(img);
      expect(el.shadowRoot!.querySelector('img')).to.equal(null);
      expect((window as { __xss?: unknown }).__xss).to.equal(undefined);
    });
  });
});
