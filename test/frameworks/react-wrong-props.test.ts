// Before React: it reads process.env.NODE_ENV when its modules are evaluated.
import '../helpers/framework-globals.js';
import { expect, waitUntil } from '@open-wc/testing';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { JobBoard, JobBoardFilter, JobBoardSearch, JobBoardWorkplaceFilter } from '../../src/frameworks/react.js';
import type { JobBoardErrorDetail } from '../../src/index.js';
import { createSandbox, sandboxRequests, type Sandbox } from '../helpers/sandbox.js';
import { afterTest, appRoot, frameworkPosts, LIST_PATH, parts, text, TOKEN, wait, watchPageErrors } from '../helpers/frameworks.js';

const h = React.createElement;

/** A prop of the wrong type, as a site's code may pass it by mistake (untyped JavaScript, a cast). */
type Loose = never;
const fn = (): string => 'remote';

interface Rendered {
  container: HTMLDivElement;
  /** `<job-board>:` console warnings, as printed. */
  warnings: string[];
  errors: JobBoardErrorDetail[];
  /** console.error lines, uncaught errors and unhandled rejections (a throw during render lands there). */
  problems: string[];
}

/** Renders `element` in a React 19 root, recording the board's warnings and errors. */
function render(element: React.ReactElement): Rendered {
  const problems = watchPageErrors();
  const warnings: string[] = [];
  const originalWarn = console.warn;
  console.warn = (...args: unknown[]) => {
    warnings.push(args.map(String).join(' '));
    originalWarn.apply(console, args);
  };
  afterTest(() => (console.warn = originalWarn));
  const container = appRoot();
  const root = ReactDOMClient.createRoot(container);
  afterTest(() => root.unmount());
  root.render(h(React.StrictMode, null, element));
  return { container, warnings, errors: [], problems };
}

function board(rendered: Rendered): HTMLElementTagNameMap['job-board'] {
  const el = rendered.container.querySelector('job-board');
  if (!el) throw new Error('React has not rendered the <job-board>');
  return el;
}

/** The board's props, with an error log; `extra` adds or replaces props. */
function boardProps(sandbox: Sandbox, rendered: { errors: JobBoardErrorDetail[] }, extra: Record<string, unknown>): Loose {
  return ({
    token: TOKEN,
    baseUrl: sandbox.baseUrl,
    routing: 'none',
    pageSize: 5,
    onJobBoardError: (event: CustomEvent<JobBoardErrorDetail>) => rendered.errors.push(event.detail),
    ...extra,
  }) as Loose;
}

/** Renders a board with `extra` props; its error log is filled from the first event on. */
function renderBoard(sandbox: Sandbox, extra: Record<string, unknown>, ...children: React.ReactNode[]): Rendered {
  const errors: JobBoardErrorDetail[] = [];
  const rendered = render(h(JobBoard, boardProps(sandbox, { errors }, extra), ...children));
  rendered.errors = errors;
  return rendered;
}

/** Waits, at most 4 s, for the board to leave "Loading…": a listing shown, or its error state. */
async function settled(rendered: Rendered, what: string): Promise<HTMLElementTagNameMap['job-board']> {
  await waitUntil(() => rendered.container.querySelector('job-board'), 'React rendered no <job-board>', { timeout: 4000 });
  const el = board(rendered);
  await waitUntil(() => el.status === 'ready' || el.status === 'error', `${what}: the board still shows status "${el.status}"`, { timeout: 4000 });
  await el.updateComplete;
  return el;
}

/** The one `<job-board>` warning that names `name`. */
function warningNaming(warnings: readonly string[], name: string): string {
  const naming = warnings.filter((line) => line.includes(name));
  expect(naming, `warnings naming ${name}: ${JSON.stringify(warnings)}`).to.have.length(1);
  return naming[0]!;
}

describe('job-board-element/react: props of the wrong type', () => {
  let sandbox: Sandbox;
  beforeEach(async () => {
    sandbox = await createSandbox({ posts: frameworkPosts() });
  });

  it('workplaces={fn}: ignored with one warning naming workplaces; the board lists every job', async () => {
    const rendered = renderBoard(sandbox, { workplaces: fn });
    const el = await settled(rendered, 'workplaces={fn}');
    expect(el.status).to.equal('ready');
    expect(parts(el, 'item')).to.have.length(5);
    expect(el.workplaces).to.deep.equal([]);
    expect(warningNaming(rendered.warnings, 'workplaces')).to.match(/array|comma/);
    expect(rendered.errors).to.deep.equal([]);
    expect(rendered.problems).to.deep.equal([]);
  });

  it('workplaces="remote" (a string): read as the attribute is, without a warning; the filter shows Remote, not the letters R E M O T', async () => {
    const rendered = renderBoard(sandbox, { workplaces: 'remote' }, h(JobBoardWorkplaceFilter, {}));
    const el = await settled(rendered, 'workplaces="remote"');
    expect(el.workplaces).to.deep.equal(['remote']);
    expect(parts(el, 'item')).to.have.length(5);
    const filter = rendered.container.querySelector('job-board-workplace-filter')!;
    await filter.updateComplete;
    expect(parts(filter, 'option').map((option) => text(option))).to.deep.equal(['Remote', 'Hybrid', 'On site']);
    expect(parts(filter, 'option-checked').map((option) => text(option))).to.deep.equal(['Remote']);
    el.workplaces = 'remote, hybrid' as Loose;
    await el.updateComplete;
    expect(el.workplaces).to.deep.equal(['remote', 'hybrid']);
    expect(rendered.warnings.filter((line) => line.includes('workplaces'))).to.deep.equal([]);
    expect(rendered.problems).to.deep.equal([]);
  });

  it('job={fn}: ignored with one warning naming job; the board shows the listing', async () => {
    const rendered = renderBoard(sandbox, { job: fn });
    const el = await settled(rendered, 'job={fn}');
    expect(el.status).to.equal('ready');
    expect(el.job).to.equal('');
    expect(parts(el, 'item')).to.have.length(5);
    expect(warningNaming(rendered.warnings, 'job')).to.match(/string/);
    expect(rendered.errors).to.deep.equal([]);
    expect(rendered.problems).to.deep.equal([]);
  });

  it('job={42} (a number id) is read as "42"', async () => {
    const rendered = renderBoard(sandbox, { job: 42 });
    await settled(rendered, 'job={42}');
    // No post has it: asked for, then the listing with the closed job's notice.
    expect((await sandboxRequests(sandbox)).map((request) => request.path)).to.include(`${LIST_PATH}/42`);
    expect(rendered.warnings.filter((line) => line.includes('job must'))).to.deep.equal([]);
    expect(rendered.problems).to.deep.equal([]);
  });

  it('strings={{ results: fn }}: that text ignored with one warning naming strings.results; the others kept', async () => {
    const rendered = renderBoard(sandbox, { strings: { results: fn, nextPage: 'Onward' } });
    const el = await settled(rendered, 'strings={{ results: fn }}');
    expect(el.status).to.equal('ready');
    expect(text(el.shadowRoot!.querySelector('[part~="summary"]'))).to.equal('14 open positions');
    expect(el.strings.nextPage).to.equal('Onward');
    expect(typeof el.strings.results).to.equal('object');
    expect(warningNaming(rendered.warnings, 'strings.results')).to.match(/one|other/);
    expect(rendered.errors).to.deep.equal([]);
    expect(rendered.problems).to.deep.equal([]);
  });

  it('strings="…" (not an object): ignored with one warning naming strings', async () => {
    const rendered = renderBoard(sandbox, { strings: 'Jobs' });
    const el = await settled(rendered, 'strings="Jobs"');
    expect(el.status).to.equal('ready');
    expect(warningNaming(rendered.warnings, 'strings')).to.match(/object/);
    expect(rendered.problems).to.deep.equal([]);
  });

  it('JobBoardSearch label={fn}: no throw; the default label, with one warning naming label', async () => {
    const rendered = renderBoard(sandbox, {}, h(JobBoardSearch, { label: fn as Loose }));
    const el = await settled(rendered, 'label={fn}');
    const search = rendered.container.querySelector('job-board-search')!;
    await search.updateComplete;
    expect(text(search.shadowRoot!.querySelector('[part~="label"]'))).to.equal('Search jobs');
    expect(warningNaming(rendered.warnings, 'label')).to.match(/<job-board-search>.*string/);
    expect(el.status).to.equal('ready');
    expect(rendered.problems).to.deep.equal([]);
  });

  it('JobBoardSearch value={fn} and placeholder={fn}: no throw, one warning each', async () => {
    const rendered = renderBoard(sandbox, {}, h(JobBoardSearch, { value: fn as Loose, placeholder: fn as Loose }));
    await settled(rendered, 'value={fn}');
    const search = rendered.container.querySelector('job-board-search')!;
    await search.updateComplete;
    expect(search.shadowRoot!.querySelector('input')!.placeholder).to.equal('');
    warningNaming(rendered.warnings, 'value');
    warningNaming(rendered.warnings, 'placeholder');
    expect(rendered.problems).to.deep.equal([]);
  });

  it('JobBoardWorkplaceFilter options="remote": one option, Remote, not the letters R E M O T', async () => {
    const rendered = renderBoard(sandbox, {}, h(JobBoardWorkplaceFilter, { options: 'remote' as Loose }));
    await settled(rendered, 'options="remote"');
    const filter = rendered.container.querySelector('job-board-workplace-filter')!;
    await filter.updateComplete;
    expect(filter.options).to.deep.equal(['remote']);
    expect(parts(filter, 'option').map((option) => text(option))).to.deep.equal(['Remote']);
    expect(rendered.problems).to.deep.equal([]);
  });

  it('JobBoardWorkplaceFilter options={fn} and label={fn}: the defaults, one warning each', async () => {
    const rendered = renderBoard(sandbox, {}, h(JobBoardWorkplaceFilter, { options: fn as Loose, label: fn as Loose }));
    await settled(rendered, 'options={fn}');
    const filter = rendered.container.querySelector('job-board-workplace-filter')!;
    await filter.updateComplete;
    expect(parts(filter, 'option').map((option) => text(option))).to.deep.equal(['Remote', 'Hybrid', 'On site']);
    expect(text(filter.shadowRoot!.querySelector('legend'))).to.equal('Workplace');
    expect(warningNaming(rendered.warnings, 'options')).to.match(/array|comma/);
    warningNaming(rendered.warnings, 'label');
    expect(rendered.problems).to.deep.equal([]);
  });

  it('JobBoardFilter label={fn}: no throw; the default label, with one warning', async () => {
    const rendered = renderBoard(sandbox, {}, h(JobBoardFilter, { by: 'department', label: fn as Loose }));
    await settled(rendered, 'filter label={fn}');
    const filter = rendered.container.querySelector('job-board-filter')!;
    await filter.updateComplete;
    expect(text(filter.shadowRoot!.querySelector('[part~="label"]'))).to.equal('Department');
    warningNaming(rendered.warnings, 'label');
    expect(rendered.problems).to.deep.equal([]);
  });

  it('baseUrl={fn}: the board has no base address, so its setup error (job-board-error), with one warning naming baseUrl', async () => {
    const rendered = renderBoard(sandbox, { baseUrl: fn });
    const el = await settled(rendered, 'baseUrl={fn}');
    expect(el.status).to.equal('error');
    await waitUntil(() => rendered.errors.length > 0, 'no job-board-error', { timeout: 4000 });
    expect(rendered.errors.map((error) => error.code)).to.deep.equal(['ERR_BASE_URL_MISSING']);
    expect(warningNaming(rendered.warnings, 'baseUrl (base-url) must be')).to.match(/not a function/);
    expect(rendered.problems).to.deep.equal([]);
  });

  it('a wrong prop set again with the same kind of mistake warns once, and a right one afterwards works', async () => {
    const rendered = renderBoard(sandbox, { workplaces: fn });
    const el = await settled(rendered, 'workplaces={fn}');
    el.workplaces = (() => 'hybrid') as Loose;
    await el.updateComplete;
    el.workplaces = ['hybrid'];
    await waitUntil(() => parts(el, 'item').length === 2 && el.status === 'ready', 'the hybrid posts are not listed', { timeout: 4000 });
    expect(rendered.warnings.filter((line) => line.includes('workplaces'))).to.have.length(1);
    await wait(0);
    expect(rendered.problems).to.deep.equal([]);
  });
});
