/**
 * HeadController against a small host: the host describes each update's detail state, and the
 * controller keeps one JSON-LD JobPosting, the document title and `noindex` in line with it, and
 * takes them away when the host leaves the page.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { property } from 'lit/decorators.js';
import { TaskStatus } from '@lit/task';
import { JobBoardApiError, type JobPost } from '../../../../src/client/index.js';
import { HeadController } from '../../../../src/elements/job-board/controllers/head-controller.js';
import { detailChunk } from '../../../../src/elements/job-board/lazy-parts.js';
import type { DetailMemory } from '../../../../src/elements/job-board/detail/detail-view.js';

class HeadTestHost extends LitElement {
  @property() job = '';
  routing = 'query';
  paramPrefix = 'jb-';
  organization = 'Acme';
  country = 'DE';
  structuredData = 'on';
  documentTitle: string | null = '{job} – {page}';
  readonly memory: DetailMemory = {};
  readonly head = new HeadController(this, this.memory);
}
customElements.define('head-test-host', HeadTestHost);

const POST = { id: 'p1', title: 'Engineer', ats_offices: [{ name: 'Berlin', city: 'Berlin' }], ats_job: { status: 'open' } } as unknown as JobPost;

function scripts(): HTMLScriptElement[] {
  return [...document.head.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"]')];
}

describe('HeadController', () => {
  let title: string;
  before(async () => {
    await detailChunk.load();
  });
  beforeEach(() => {
    title = document.title;
    document.title = 'Careers';
  });
  afterEach(() => {
    document.title = title;
  });

  it('writes one JobPosting with the description as shown, and the title, while a job shows; takes them away on the listing', async () => {
    const el = await fixture<HeadTestHost>(html`<head-test-host></head-test-host>`);
    el.job = 'p1';
    const detail = { status: TaskStatus.COMPLETE, value: { job: 'p1', post: POST, description: { html: '<p>Build things.</p>' } } };
    el.head.describe({ detail, pageTitle: undefined });
    el.head.describe({ detail, pageTitle: undefined });
    expect(scripts()).to.have.length(1);
    const posting = JSON.parse(scripts()[0]!.textContent!) as { title: string; description: string };
    expect(posting.title).to.equal('Engineer');
    expect(posting.description).to.equal('<p>Build things.</p>');
    expect(document.title).to.equal('Engineer – Careers');

    el.job = '';
    el.head.describe({ detail: undefined, pageTitle: undefined });
    expect(scripts()).to.have.length(0);
    expect(document.title).to.equal('Careers');
  });

  it('says noindex for a post the API does not know', async () => {
    const el = await fixture<HeadTestHost>(html`<head-test-host job="gone"></head-test-host>`);
    const error = new JobBoardApiError({ status: 404, code: 'ERR_NOT_FOUND', message: 'Not found' });
    el.head.describe({ detail: { status: TaskStatus.ERROR, error }, pageTitle: undefined });
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).to.equal('noindex');
    el.job = '';
    el.head.describe({ detail: undefined, pageTitle: undefined });
    expect(document.head.querySelector('meta[name="robots"]')).to.equal(null);
  });

  it('takes its part of the head away when the host leaves the page, and writes nothing after', async () => {
    const el = await fixture<HeadTestHost>(html`<head-test-host job="p1"></head-test-host>`);
    const detail = { status: TaskStatus.COMPLETE, value: { job: 'p1', post: POST, description: undefined } };
    el.head.describe({ detail, pageTitle: undefined });
    expect(scripts()).to.have.length(1);
    el.remove();
    expect(scripts()).to.have.length(0);
    expect(document.title).to.equal('Careers');
    el.head.describe({ detail, pageTitle: undefined });
    expect(scripts(), 'written by a host no longer in the page').to.have.length(0);
  });
});
