import { expect } from '@open-wc/testing';
import { createSandbox, updateSandbox } from '../../helpers/sandbox.js';
import { boardFixture, nextEvent, pageButton, part, rawPost, recordConsole } from '../../helpers/board.js';

const CONTROLS = '<job-board-search></job-board-search><job-board-workplace-filter></job-board-workplace-filter>';

describe('<job-board> accessibility', () => {
  it('the listing, with its controls, is accessible', async () => {
    const sandbox = await createSandbox();
    const el = await boardFixture(sandbox, {}, { children: CONTROLS });
    expect(part(el, 'list')).to.exist;
    await expect(el).to.be.accessible();
  });

  it('the listing in German, on a middle page, is accessible', async () => {
    const sandbox = await createSandbox();
    const el = await boardFixture(sandbox, { lang: 'de', page: '4' });
    expect(pageButton(el, 'Seite 4')!.getAttribute('aria-current')).to.equal('page');
    await expect(el).to.be.accessible();
  });

  it('posts with unknown workplace values and without optional fields are accessible', async () => {
    const sandbox = await createSandbox({
      posts: [rawPost(1, { ats_job: { workplace: 'flexible', employment_type: 'temporary' } }), { id: 'bare', title: 'Only a title' }],
    });
    const el = await boardFixture(sandbox);
    await expect(el).to.be.accessible();
  });

  it('the first load is accessible', async () => {
    const sandbox = await createSandbox({ latencyMs: 1500 });
    const el = await boardFixture(sandbox, {}, { wait: 'none', children: CONTROLS });
    expect(el.status).to.equal('loading');
    await expect(el).to.be.accessible();
    expect(el.status).to.equal('loading');
  });

  it('loading the next page is accessible', async () => {
    const sandbox = await createSandbox();
    const el = await boardFixture(sandbox);
    await updateSandbox(sandbox, { latencyMs: 1500 });
    const loaded = nextEvent(el, 'job-board-load');
    pageButton(el, 'Next page')!.click();
    await el.updateComplete;
    expect(el.status).to.equal('loading');
    await expect(el).to.be.accessible();
    expect(el.status).to.equal('loading');
    await loaded;
  });

  it('the empty state is accessible', async () => {
    const sandbox = await createSandbox();
    const el = await boardFixture(sandbox, { query: 'zzqx-no-such-job' }, { children: CONTROLS });
    expect(el.posts).to.have.length(0);
    await expect(el).to.be.accessible();
  });

  it('an error with Retry is accessible', async () => {
    const sandbox = await createSandbox({ faults: [{ kind: 'status', status: 500 }] });
    const el = await boardFixture(sandbox, {}, { wait: 'error', children: CONTROLS });
    expect(part(el, 'retry-button')).to.exist;
    await expect(el).to.be.accessible();
  });

  it('an error without Retry is accessible', async () => {
    const sandbox = await createSandbox();
    const el = await boardFixture(sandbox, { token: 'app_demo_jobs_read' }, { wait: 'error' });
    expect(part(el, 'retry-button')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('the setup error is accessible', async () => {
    recordConsole('warn');
    const el = await boardFixture(undefined, {}, { wait: 'error' });
    await expect(el).to.be.accessible();
  });
});
