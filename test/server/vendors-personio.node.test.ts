/**
 * The Personio emulator (server/vendors/personio.ts), served by the real handler over HTTP at
 * `/personio/{company}/xml`: the data set's open posts as Personio's XML feed, its quirks, the
 * `empty` and `bigboard` companies, an unknown company's HTML 404, and every emulated position
 * read through the project's Personio adapter, so emulator and adapter agree.
 *
 * Run: npx tsx scripts/test.ts --no-typecheck --files 'test/server/vendors-personio.node.test.ts'
 */
import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { isJobBoardApiError } from '../../src/client/index.js';
import { personioPositions } from '../../src/client/sources/personio.js';
import { child, children, parseXml, textOf } from '../../src/client/sources/xml.js';
import { generateDataSet } from '../../server/data/generate.js';
import type { JobPost as DataPost } from '../../server/data/types.js';
import { createApiHandler } from '../../server/handler.js';
import { createApiServer } from '../../server/http/node-server.js';
import { BIG_BOARD_SIZE } from '../../server/vendors/big-board.js';

/** The data set's open posts, newest first: what the `personio` company serves, in this order. */
const OPEN: readonly DataPost[] = generateDataSet().posts.filter((post) => post.ats_job.status === 'open');
const numberOf = (post: DataPost) => Number(post.id.slice('jp_'.length));
/** The host the feed lives on, live: the adapter builds job addresses on it. */
const HOST = 'personio.jobs.personio.de';

let server: Server;
let base: string;

async function get(path: string, init: RequestInit = {}): Promise<{ status: number; headers: Headers; text: string }> {
  const response = await fetch(`${base}${path}`, init);
  return { status: response.status, headers: response.headers, text: await response.text() };
}

before(async () => {
  server = createApiServer(createApiHandler());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(() => {
  server.closeAllConnections();
  server.close();
});

/** The text of some HTML without its `<h3>` headings, tags dropped and whitespace collapsed. */
const seenBody = (html: string) =>
  html
    .replace(/<h3>[^<]*<\/h3>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('Personio emulator (/personio/{company}/xml)', () => {
  it('answers <workzag-jobs> with every open post of the data set, in order, as application/xml readable by any origin', async () => {
    const { status, headers, text } = await get('/personio/personio/xml', { headers: { Origin: 'https://careers.example' } });
    assert.equal(status, 200);
    assert.equal(headers.get('content-type'), 'application/xml');
    assert.equal(headers.get('access-control-allow-origin'), '*');
    assert.ok(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<workzag-jobs>'));
    const root = parseXml(text);
    assert.equal(root.name, 'workzag-jobs');
    const positions = children(root, 'position');
    assert.equal(positions.length, OPEN.length);
    positions.forEach((position, index) => {
      const post = OPEN[index]!;
      assert.equal(textOf(child(position, 'id')), String(1_700_000 + numberOf(post)), 'id 1700000 + K of jp_K');
      assert.equal(textOf(child(position, 'subcompany')), 'Brightwave Labs GmbH & Co. KG');
      assert.equal(textOf(child(position, 'recruitingCategory')), post.ats_department.name);
      // Never a field the feed doesn't have (§4.4).
      for (const absent of ['url', 'link', 'salary', 'remote', 'workplace']) assert.equal(child(position, absent), undefined, absent);
    });
    // Each description value is HTML in CDATA, and the subcompany's "&" an entity.
    assert.match(text, /<value><!\[CDATA\[<p>/);
    assert.match(text, /<subcompany>Brightwave Labs GmbH &amp; Co\. KG<\/subcompany>/);
  });

  it('serves the quirks: German section names, no sections, bare-text and "Remote" offices, empty departments, no createdAt, NBSP and CJK titles', async () => {
    const { text } = await get('/personio/personio/xml');
    const positions = children(parseXml(text), 'position');
    const sectionNames = (index: number) => children(child(positions[index], 'jobDescriptions'), 'jobDescription').map((section) => textOf(child(section, 'name')));
    assert.deepEqual(sectionNames(2), ['Deine Mission', 'Deine Aufgaben', 'Dein Profil', 'Wir bieten']);
    assert.deepEqual(sectionNames(0), ['Your mission', 'What you will do', 'What we are looking for', 'What we offer']);
    assert.deepEqual(sectionNames(11), []);
    assert.ok(positions.some((position) => textOf(child(position, 'additionalOffices')) !== undefined), 'bare-text additionalOffices');
    assert.ok(positions.some((position) => children(child(position, 'additionalOffices'), 'office').length > 0), 'nested additionalOffices');
    assert.ok(positions.some((position) => textOf(child(position, 'office')) === 'Remote'), 'a "Remote" office');
    assert.ok(positions.some((position) => child(position, 'department') !== undefined && textOf(child(position, 'department')) === undefined), 'an empty department');
    assert.ok(positions.some((position) => child(position, 'createdAt') === undefined), 'no createdAt');
    assert.ok(positions.some((position) => child(position, 'schedule') === undefined), 'no schedule');
    assert.ok(positions.some((position) => textOf(child(position, 'name'))?.includes('\u00a0')), 'an NBSP in a title');
    assert.ok(positions.some((position) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(textOf(child(position, 'name')) ?? '')), 'a CJK title');
    assert.match(text, /<createdAt>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+01:00<\/createdAt>/);
    assert.match(text, /<createdAt>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00<\/createdAt>/);
  });

  it('reads through the Personio adapter as the data set says, where Personio can say it', async () => {
    const { text } = await get('/personio/personio/xml?language=en');
    const posts = personioPositions(text, HOST);
    assert.equal(posts.length, OPEN.length);
    posts.forEach((read, index) => {
      const post = OPEN[index]!;
      const id = String(1_700_000 + numberOf(post));
      assert.equal(read.id, id);
      assert.equal(read.title, index % 9 === 4 ? post.title.replace(' ', '\u00a0') : post.title);
      const remoteOffice = post.ats_job.workplace === 'remote' && index % 3 === 0;
      // Remote only where an office says so; the feed has no other workplace.
      assert.equal(read.ats_job?.workplace, remoteOffice ? 'remote' : undefined, post.id);
      // Personio's four types have no temporary: it is sent as freelance, a contract.
      const type = post.ats_job.employment_type === 'temporary' ? 'contract' : post.ats_job.employment_type;
      assert.equal(read.ats_job?.employment_type, type, post.id);
      assert.equal(read.ats_job?.status, 'open');
      assert.deepEqual(read.ats_department, index % 8 === 3 ? undefined : post.ats_department);
      // Office names only: "Berlin HQ", "München" name no country and are no address.
      const names = post.ats_offices.map((office) => office.name);
      assert.deepEqual(read.ats_offices, (remoteOffice ? ['Remote', ...names] : names).map((name) => ({ name })));
      if (index % 13 === 11) assert.equal(read.description, undefined);
      else assert.equal(seenBody(read.description ?? ''), seenBody(post.description), post.id);
      assert.equal(read.url, `https://${HOST}/job/${id}`);
      assert.equal(read.apply_url, `https://${HOST}/job/${id}`);
      assert.equal(read.published_at, index % 7 === 4 ? undefined : post.created_at, post.id);
      assert.equal(read.pay, undefined);
    });
    assert.ok(posts.some((read) => read.description?.includes('<h3>Deine Aufgaben</h3>')));
  });

  it('answers an empty company with an empty feed, and bigboard with 1,200 positions, read in well under a second', async () => {
    const empty = await get('/personio/empty/xml');
    assert.equal(empty.status, 200);
    assert.equal(empty.text, '<?xml version="1.0" encoding="UTF-8"?>\n<workzag-jobs>\n</workzag-jobs>\n');
    assert.deepEqual(personioPositions(empty.text, HOST), []);
    const big = await get('/personio/bigboard/xml');
    const started = performance.now();
    const posts = personioPositions(big.text, HOST);
    assert.ok(performance.now() - started < 1000);
    assert.equal(posts.length, BIG_BOARD_SIZE);
    assert.equal(new Set(posts.map((post) => post.id)).size, BIG_BOARD_SIZE);
  });

  it('answers an unknown company, and any other path, with the HTML "Page not found", which the adapter refuses', async () => {
    for (const path of ['/personio/no-such-company/xml', '/personio/PERSONIO/xml', '/personio/personio', '/personio/personio/', '/personio/personio/xml/1', '/personio/personio/job/1700001', '/personio/%E0%A4%A/xml']) {
      const { status, headers, text } = await get(path);
      assert.equal(status, 404, path);
      assert.equal(headers.get('content-type'), 'text/html; charset=utf-8', path);
      assert.match(text, /<title>Page not found<\/title>/, path);
      assert.throws(
        () => personioPositions(text, HOST),
        (error: unknown) => isJobBoardApiError(error) && error.code === 'BAD_RESPONSE',
        path,
      );
    }
  });

  it('is reached through a base-url standing for the company origin, the vendor path joined below it', async () => {
    const url = new URL('xml', `${base}/personio/personio/`).href;
    assert.equal(url, `${base}/personio/personio/xml`);
    const response = await fetch(url);
    assert.equal(personioPositions(await response.text(), HOST).length, OPEN.length);
  });

  it('is read-only: a preflight allows GET, HEAD has no body, other methods are 405', async () => {
    const preflight = await fetch(`${base}/personio/personio/xml`, { method: 'OPTIONS' });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-methods'), 'GET');
    const head = await get('/personio/personio/xml', { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.equal(head.text, '');
    assert.equal((await fetch(`${base}/personio/personio/xml`, { method: 'POST', body: '<x/>' })).status, 405);
  });
});
