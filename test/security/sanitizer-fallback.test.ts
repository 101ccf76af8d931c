/**
 * A board in a browser without the HTML Sanitizer API (Safari today), where descriptions go
 * through DOMPurify: this file's page loses `setHTML` before any board loads its sanitiser (each
 * test file has a page of its own). A description `<frameset>` left the description blank after an
 * uncaught TypeError (issue 20, item 12); now it is empty and the rest of the detail shows.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { createSandbox } from '../helpers/sandbox.js';
import { boardFixture, part, rawPost, text } from '../helpers/board.js';
import { detailShown } from '../helpers/routing.js';

const setHtml = Object.getOwnPropertyDescriptor(Element.prototype, 'setHTML');
delete (Element.prototype as Partial<{ setHTML: unknown }>).setHTML;
after(() => {
  if (setHtml) Object.defineProperty(Element.prototype, 'setHTML', setHtml);
});

describe('<job-board> description through DOMPurify', function () {
  this.timeout(20000);

  it('shows an empty description for <frameset>, with no uncaught error, and the rest of the detail', async () => {
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent | PromiseRejectionEvent): void => void errors.push('reason' in event ? event.reason : event.error);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onError);
    try {
      const sandbox = await createSandbox({ posts: [rawPost(1, { description: '<frameset><frame src="javascript:alert(1)"></frameset>' }), rawPost(2)] });
      const el = await boardFixture(sandbox, { job: 'jp_t1' }, { wait: 'none' });
      await detailShown(el, 'jp_t1');
      // The DOMPurify chunk loads lazily; a description that loaded shows the next post's text.
      el.job = 'jp_t2';
      await detailShown(el, 'jp_t2');
      await waitUntil(() => text(part(el, 'description')) === 'About position 2.', 'the DOMPurify path never rendered a description');
      el.job = 'jp_t1';
      await detailShown(el, 'jp_t1');
      // The description comes sanitised with the full post (the listing's copy shows meanwhile).
      await waitUntil(() => part(el, 'description') !== null, 'the description of <frameset> never showed');
      expect(part(el, 'description')!.innerHTML).to.equal('');
      expect(part(el, 'apply-link')).to.not.equal(null);
      expect(errors).to.deep.equal([]);
    } finally {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onError);
    }
  });
});
