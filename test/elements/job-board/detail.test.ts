import { fixture, expect, waitUntil, aTimeout } from '@open-wc/testing';
import type { JobBoard } from '../../../src/elements/job-board/job-board.js';
import type { JobBoardErrorDetail } from '../../../src/events.js';
import { sandboxRequests, updateSandbox, type PostWrapping } from '../../helpers/sandbox.js';
import {
  board,
  boardTemplate,
  clickPrevented,
  detailShown,
  detailText,
  detailTitle,
  entries,
  entryFor,
  goBack,
  expectFocusOn,
  keepPageUrl,
  listingShown,
  pageParams,
  paramsWith,
  rawDetailPost,
  part,
  sandboxFor,
  setUrl,
  expectAbsent,
  watchHistory,
} from '../../helpers/routing.js';

const post = rawDetailPost;

/** The detail's facts as label → value. */
function facts(el: JobBoard): Record<string, string> {
  const result: Record<string, string> = {};
  for (const row of part(el, 'detail')!.querySelectorAll('dl > div')) {
    result[row.querySelector('dt')!.textContent!.trim()] = row.querySelector('dd')!.textContent!.trim();
  }
  return result;
}

/** Waits until the description part holds rendered content (the sanitiser loads lazily). */
async function descriptionShown(el: JobBoard): Promise<HTMLElement> {
  await waitUntil(() => (part(el, 'description')?.textContent ?? '').trim() !== '', 'no description shown');
  return part<HTMLElement>(el, 'description')!;
}

/** A board showing the detail of the only post of a sandbox serving `raw`. */
async function detailOf(raw: Record<string, unknown>, attributes: Record<string, string> = {}): Promise<JobBoard> {
  const sandbox = await sandboxFor({ posts: [raw] });
  setUrl({ 'jb-job': String(raw['id']) });
  const el = await fixture<JobBoard>(boardTemplate(sandbox, attributes));
  await detailShown(el, String(raw['id']));
  return el;
}

function applyHref(el: JobBoard): string | undefined {
  return part<HTMLAnchorElement>(el, 'apply-link')?.getAttribute('href') ?? undefined;
}

declare global {
  interface Window {
    __jbPwned?: unknown;
  }
}

describe('<job-board> detail view', () => {
  keepPageUrl();
  afterEach(() => {
    delete window.__jbPwned;
  });

  it('shows the listing’s copy at once, then what the full post’s response carries', async () => {
    const listed = Array.from({ length: 3 }, (_, index) => post(`p_${index + 1}`));
    const sandbox = await sandboxFor({ posts: listed });
    const el = await board(sandbox);
    // From now on the API knows more about p_2 than the listing did, and answers slowly.
    const full = post('p_2', {
      ats_department: { name: 'Platform' },
      description: '<p>The <strong>full</strong> post.</p>',
    });
    await updateSandbox(sandbox, {
      posts: [listed[0], full, listed[2]],
      faults: [{ route: 'detail', kind: 'delay', delayMs: 1500 }],
    });

    entryFor(el, 'p_2').click();
    await el.updateComplete;
    expect(detailTitle(el)!.textContent!.trim()).to.equal('Role p_2');
    expect(facts(el)['Department']).to.equal('Engineering');
    expectAbsent(part(el, 'description'), 'the description');
    expect(part(el, 'detail')!.getAttribute('aria-busy')).to.equal('true');
    expect(part(el, 'detail')!.querySelector('[part~="status"]')!.textContent!.trim()).to.equal('Loading job…');
    expect(el.status).to.equal('loading');

    await detailShown(el, 'p_2');
    const description = await descriptionShown(el);
    expect(description.querySelector('strong')!.textContent).to.equal('full');
    expect(facts(el)['Department']).to.equal('Platform');
    expect(part(el, 'detail')!.getAttribute('aria-busy')).to.equal('false');
    expectAbsent(part(el, 'detail')!.querySelector('[part~="status"]'), 'the loading text');
    const requests = (await sandboxRequests(sandbox)).map((request) => request.path);
    expect(requests).to.include('/v1/job-boards/job-posts/p_2');
  });

  it('shows title, department, offices with name and city, humanised workplace and employment type, and a status other than open', async () => {
    const el = await detailOf(
      post('p_facts', {
        title: 'Pflegefachkraft (m/w/d) – Intensivstation',
        ats_job: { status: 'closed', workplace: 'on_site', employment_type: 'full_time' },
        ats_department: { name: 'Health Care' },
        ats_offices: [
          { name: 'Berlin HQ', city: 'Berlin' },
          { name: 'Lisbon Hub', city: 'Lisbon' },
          // A Greenhouse location standing in for offices: its city read from its name shows once.
          { name: 'Porto, Portugal', city: 'Porto' },
        ],
      }),
    );
    const title = detailTitle(el)!;
    expect(title.localName).to.match(/^h[1-6]$/);
    expect(title.textContent!.trim()).to.equal('Pflegefachkraft (m/w/d) – Intensivstation');
    expect(facts(el)).to.deep.equal({
      Department: 'Health Care',
      Location: 'Berlin HQ, Berlin · Lisbon Hub, Lisbon · Porto, Portugal',
      Workplace: 'On site',
      'Employment type': 'Full time',
      Status: 'Closed',
    });
  });

  it('keeps a shown description in place while another board on the page shows another one', async () => {
    const sandbox = await sandboxFor({
      posts: [
        post('p_a', { description: '<p>First board, <a href="https://example.com/a">a link</a>.</p>' }),
        post('p_b', { description: '<p>Second board.</p>' }),
      ],
    });
    setUrl({ 'a-job': 'p_a' });
    const a = await fixture<JobBoard>(boardTemplate(sandbox, { 'param-prefix': 'a-' }));
    await detailShown(a, 'p_a');
    const link = (await descriptionShown(a)).querySelector('a')!;

    const b = await fixture<JobBoard>(boardTemplate(sandbox, { 'param-prefix': 'b-' }));
    await listingShown(b);
    entryFor(b, 'p_b').click();
    await detailShown(b, 'p_b');
    expect((await descriptionShown(b)).textContent!.trim()).to.equal('Second board.');
    link.focus();

    // Any update of the first board (here a text override) must not rebuild its description.
    a.strings = { apply: 'Apply now' };
    await a.updateComplete;
    expect(part(a, 'description')!.textContent!.trim()).to.equal('First board, a link.');
    await aTimeout(50);
    expect(link.isConnected).to.equal(true, 'the description was rebuilt');
    expectFocusOn(link, 'the link in the first board’s description');
  });

  it('shows values it has never seen humanised, never dropped', async () => {
    const el = await detailOf(post('p_new', { ats_job: { status: 'open', workplace: 'flexible', employment_type: 'fixed_term_contract' } }));
    expect(facts(el)['Workplace']).to.equal('Flexible');
    expect(facts(el)['Employment type']).to.equal('Fixed term contract');
  });

  describe('description', () => {
    it('shows HTML only after sanitising: scripts, handlers and javascript: links removed, formatting kept', async () => {
      const el = await detailOf(
        post('p_html', {
          description:
            '<h3>About</h3><p>We <strong>ship</strong> <em>often</em>.</p><ul><li>One</li><li>Two</li></ul>' +
            '<script>window.__jbPwned = "script"</script>' +
            '<img src="data:," onerror="window.__jbPwned = \'onerror\'">' +
            '<a href="javascript:window.__jbPwned=\'link\'">bad link</a> <a href="https://example.com/team">team</a>' +
            '<p onclick="window.__jbPwned = \'click\'">click me</p>',
        }),
      );
      const description = await descriptionShown(el);
      expect(description.querySelector('strong')!.textContent).to.equal('ship');
      expect(description.querySelector('em')!.textContent).to.equal('often');
      expect([...description.querySelectorAll('ul > li')].map((li) => li.textContent)).to.deep.equal(['One', 'Two']);
      expect(description.querySelector('h3')!.textContent).to.equal('About');
      expectAbsent(description.querySelector('script'), 'a script');
      expect(description.innerHTML).to.not.contain('__jbPwned');
      expect(description.innerHTML.toLowerCase()).to.not.contain('javascript:');
      for (const node of description.querySelectorAll('*')) {
        expect([...node.attributes].filter((attribute) => attribute.name.startsWith('on'))).to.deep.equal([]);
      }
      const team = [...description.querySelectorAll('a')].find((a) => a.textContent === 'team')!;
      expect(team.getAttribute('href')).to.equal('https://example.com/team');
      description.querySelector<HTMLElement>('p:last-of-type')?.click();
      await aTimeout(50);
      expect(window.__jbPwned).to.equal(undefined);
    });

    it('shows a plain-text description as text, markup-like characters included', async () => {
      const text = 'Salary: 50k < x > 40k & benefits.\nSecond line with &amp; as written.';
      const el = await detailOf(post('p_text', { description: text }));
      const description = await descriptionShown(el);
      expect(description.textContent!.trim()).to.equal(text);
      expect(description.querySelectorAll('*:not(p)')).to.have.length(0);
    });

    it('uses content when there is no description', async () => {
      const el = await detailOf(post('p_content', { content: '<p>From <em>content</em>.</p>' }));
      const description = await descriptionShown(el);
      expect(description.querySelector('em')!.textContent).to.equal('content');
    });

    it('decodes Greenhouse-style entity-escaped content, then sanitises it', async () => {
      const el = await detailOf(
        post('p_greenhouse', {
          content:
            '&lt;div class=&quot;intro&quot;&gt;&lt;p&gt;Join &lt;strong&gt;us&lt;/strong&gt; &amp;amp; grow.&lt;/p&gt;&lt;/div&gt;' +
            '&lt;script&gt;window.__jbPwned = 1&lt;/script&gt;&lt;img src=&quot;data:,&quot; onerror=&quot;window.__jbPwned=2&quot;&gt;',
        }),
      );
      const description = await descriptionShown(el);
      expect(description.querySelector('strong')!.textContent).to.equal('us');
      expect(description.querySelector('p')!.textContent).to.equal('Join us & grow.');
      expect(description.textContent).to.not.contain('<');
      expectAbsent(description.querySelector('script'), 'a script');
      expect(description.innerHTML).to.not.contain('onerror');
      await aTimeout(50);
      expect(window.__jbPwned).to.equal(undefined);
    });

    it('shows no description part when the post has none', async () => {
      const el = await detailOf(post('p_none'));
      expectAbsent(part(el, 'description'), 'the description');
      expect(detailText(el)).to.not.contain('Loading');
    });
  });

  for (const wrapping of ['data', 'job_post', 'bare'] as PostWrapping[]) {
    it(`renders a single post wrapped as ${wrapping}`, async () => {
      const sandbox = await sandboxFor({ postWrapping: wrapping });
      setUrl({ 'jb-job': 'jp_3' });
      const el = await fixture<JobBoard>(boardTemplate(sandbox));
      await detailShown(el, 'jp_3');
      expect(detailTitle(el)!.textContent!.trim()).to.not.equal('');
      // The data set's posts are open, and an open status is not shown (detail-actions.test.ts).
      expect(Object.keys(facts(el))).to.include.members(['Department', 'Location', 'Workplace', 'Employment type']);
      await descriptionShown(el);
      expect(applyHref(el)).to.match(/^https:\/\/.+jp_3/);
    });
  }

  describe('Apply link', () => {
    const cases: [string, Record<string, unknown>, Record<string, string>, string | undefined][] = [
      ['absolute_url', { absolute_url: 'https://jobs.example/a/1' }, {}, 'https://jobs.example/a/1'],
      ['apply_url when there is no absolute_url', { apply_url: 'https://jobs.example/apply/1' }, {}, 'https://jobs.example/apply/1'],
      ['url when there is no other', { url: 'http://jobs.example/u/1' }, {}, 'http://jobs.example/u/1'],
      [
        'the next field when absolute_url is javascript:',
        { absolute_url: 'javascript:alert(1)', apply_url: 'https://jobs.example/apply/2' },
        {},
        'https://jobs.example/apply/2',
      ],
      [
        'the apply-href template when the only URL is data:',
        { absolute_url: 'data:text/html,<script>alert(1)</script>' },
        { 'apply-href': 'https://site.example/apply?job={id}' },
        'https://site.example/apply?job=p%20x%2F1',
      ],
      [
        'the apply-href template with {id} replaced',
        {},
        { 'apply-href': 'https://site.example/jobs/{id}/apply' },
        'https://site.example/jobs/p%20x%2F1/apply',
      ],
      ['no link without any URL or template', {}, {}, undefined],
      ['no link for a javascript: template', {}, { 'apply-href': 'javascript:alert("{id}")' }, undefined],
      ['no link for a javascript: url', { url: ' JavaScript:alert(1)' }, {}, undefined],
    ];
    for (const [name, fields, attributes, expected] of cases) {
      it(`uses ${name}`, async () => {
        const el = await detailOf(post('p x/1', fields), attributes);
        expect(applyHref(el)).to.equal(expected);
        if (expected) expect(part(el, 'apply-link')!.textContent!.trim()).to.equal('Apply for this job');
      });
    }

    it('carries the page’s utm_* parameters over, and no others', async () => {
      setUrl({ utm_source: 'newsletter', utm_campaign: 'spring 2025', ref: 'home' });
      const el = await detailOf(post('p_utm', { absolute_url: 'https://jobs.example/p_utm?lang=en&utm_source=own' }));
      const href = new URL(applyHref(el)!);
      expect(href.origin + href.pathname).to.equal('https://jobs.example/p_utm');
      expect(href.searchParams.get('lang')).to.equal('en');
      // The link's own utm_source is kept; the page's campaign is added.
      expect(href.searchParams.getAll('utm_source')).to.deep.equal(['own']);
      expect(href.searchParams.get('utm_campaign')).to.equal('spring 2025');
      expect(href.searchParams.has('ref')).to.equal(false);
      expect(href.searchParams.has('jb-job')).to.equal(false);
    });
  });

  it('an unknown job: the listing, page 1, with the notice that it is no longer open (closed-roles.test.ts has the rest)', async () => {
    const sandbox = await sandboxFor();
    setUrl({ 'jb-job': 'jp_does_not_exist', 'jb-page': '2' });
    const errors: JobBoardErrorDetail[] = [];
    const onError = (event: Event) => errors.push((event as CustomEvent<JobBoardErrorDetail>).detail);
    document.addEventListener('job-board-error', onError);
    const el = await fixture<JobBoard>(boardTemplate(sandbox));
    await waitUntil(() => part(el, 'notice') !== null, 'the unknown job never led to the notice');
    document.removeEventListener('job-board-error', onError);
    expect(errors).to.have.length(1);
    expect(errors[0]).to.include({ status: 404, code: 'ERR_NOT_FOUND' });
    expect(errors[0]!.requestId).to.match(/^req_/);
    await listingShown(el);
    expect(part(el, 'notice')!.textContent!.trim()).to.equal('This job is no longer open. Here are our open positions.');
    expectAbsent(part(el, 'retry-button'), 'a Retry button');
    expectAbsent(detailTitle(el), 'the detail heading');
    expect(el.page).to.equal(1);
    expect(paramsWith('jb-')).to.deep.equal([]);
  });

  describe('back link', () => {
    it('is a real link to the listing URL and returns to the listing', async () => {
      const sandbox = await sandboxFor();
      setUrl({ 'jb-page': '2', 'jb-q': 'engineer', 'jb-job': 'jp_5', site: 'y' });
      const el = await fixture<JobBoard>(boardTemplate(sandbox));
      await detailShown(el, 'jp_5');
      const back = part<HTMLAnchorElement>(el, 'back-link')!;
      expect(back.localName).to.equal('a');
      expect(back.textContent!.trim()).to.equal('All jobs');
      const target = new URL(back.href);
      expect(target.origin + target.pathname).to.equal(location.origin + location.pathname);
      expect(target.searchParams.has('jb-job')).to.equal(false);
      expect(target.searchParams.get('jb-page')).to.equal('2');
      expect(target.searchParams.get('jb-q')).to.equal('engineer');
      expect(target.searchParams.get('site')).to.equal('y');

      const writes = watchHistory();
      expect(clickPrevented(back)).to.equal(true);
      await listingShown(el);
      expect(location.href).to.equal(target.href);
      expect(writes.pushes).to.have.length(1);
      expect(el.page).to.equal(2);
      expect(el.query).to.equal('engineer');
    });

    it('leaves a Ctrl/Cmd-click to the browser', async () => {
      const sandbox = await sandboxFor();
      setUrl({ 'jb-job': 'jp_5' });
      const el = await fixture<JobBoard>(boardTemplate(sandbox));
      await detailShown(el, 'jp_5');
      const url = location.href;
      expect(clickPrevented(part(el, 'back-link')!, { ctrlKey: true })).to.equal(false);
      expect(clickPrevented(part(el, 'back-link')!, { metaKey: true })).to.equal(false);
      await aTimeout(50);
      expect(el.job).to.equal('jp_5');
      expect(location.href).to.equal(url);
    });
  });

  describe('methods and the job property', () => {
    it('showJob(id) for a post the listing does not hold shows a loading text, then the post; showList() returns', async () => {
      const posts = Array.from({ length: 30 }, (_, index) => post(`p_${index + 1}`, { description: `<p>Post ${index + 1}</p>` }));
      const sandbox = await sandboxFor({ posts, faults: [{ route: 'detail', kind: 'delay', delayMs: 1000 }] });
      const el = await board(sandbox, { 'page-size': '5' });
      expect(el.posts.map((p) => p.id)).to.not.include('p_27');
      const writes = watchHistory();

      el.showJob('p_27');
      await el.updateComplete;
      expectAbsent(detailTitle(el), 'the detail heading');
      expect(part(el, 'detail')!.querySelector('[part~="status"]')!.textContent!.trim()).to.equal('Loading job…');
      expect(el.status).to.equal('loading');

      await detailShown(el, 'p_27');
      expect(detailTitle(el)!.textContent!.trim()).to.equal('Role p_27');
      expect((await descriptionShown(el)).textContent!.trim()).to.equal('Post 27');
      expect(pageParams().get('jb-job')).to.equal('p_27');
      expect(writes.pushes).to.have.length(1);

      el.showList();
      await listingShown(el);
      expect(pageParams().has('jb-job')).to.equal(false);
      expect(entries(el).map((link) => link.dataset['id'])).to.deep.equal(['p_1', 'p_2', 'p_3', 'p_4', 'p_5']);
    });

    it('never shows the previous post while the next one loads (showJob from a detail, then Back)', async () => {
      const posts = Array.from({ length: 8 }, (_, index) => post(`p_${index + 1}`, { description: `<p>About ${index + 1}</p>` }));
      const sandbox = await sandboxFor({ posts });
      const el = await board(sandbox, { 'page-size': '5' });
      entryFor(el, 'p_1').click();
      await detailShown(el, 'p_1');
      await updateSandbox(sandbox, { posts, faults: [{ route: 'detail', kind: 'delay', delayMs: 800 }] });

      // p_7 is not on the listing: nothing of it is known until its response arrives.
      el.showJob('p_7');
      await el.updateComplete;
      expect(detailText(el)).to.not.contain('Role p_1');
      expect(detailText(el)).to.not.contain('About 1');
      expect(detailText(el)).to.contain('Loading job…');
      await detailShown(el, 'p_7');
      expect(detailTitle(el)!.textContent!.trim()).to.equal('Role p_7');

      // Back, straight from one detail to the other.
      await goBack();
      await waitUntil(() => el.job === 'p_1');
      await el.updateComplete;
      expect(detailText(el)).to.not.contain('Role p_7');
      expect(detailText(el)).to.not.contain('About 7');
      await detailShown(el, 'p_1');
      expect(detailTitle(el)!.textContent!.trim()).to.equal('Role p_1');
    });

    it('opens the detail when the host sets the job attribute, and the listing when it removes it', async () => {
      const sandbox = await sandboxFor();
      const el = await board(sandbox);
      el.setAttribute('job', 'jp_9');
      await detailShown(el, 'jp_9');
      expect(pageParams().get('jb-job')).to.equal('jp_9');
      el.removeAttribute('job');
      await listingShown(el);
      expect(pageParams().has('jb-job')).to.equal(false);
    });

    it('opens the detail given by the job attribute on load', async () => {
      const sandbox = await sandboxFor();
      const el = await fixture<JobBoard>(boardTemplate(sandbox, { job: 'jp_4' }));
      await detailShown(el, 'jp_4');
      expect(detailTitle(el)!.textContent!.trim()).to.not.equal('');
    });
  });

  it('is accessible in the detail view', async () => {
    const sandbox = await sandboxFor();
    const el = await board(sandbox);
    const id = entries(el)[0]!.dataset['id']!;
    entryFor(el, id).click();
    await detailShown(el, id);
    await descriptionShown(el);
    await expect(el).to.be.accessible();
  });
});
