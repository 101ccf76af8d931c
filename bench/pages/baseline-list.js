// The hand-written baseline: what a careful developer writes without a framework to list a
// board's jobs, as a custom element with an open shadow root and a small stylesheet (one
// constructed sheet, adopted). One fetch (the board's URL and headers: `Accept` and
// `Authorization: Bearer`), then plain DOM calls and `textContent`: a result count, per post
// `<li part=item> > <a part=item-link href data-id>` with the title, the department · offices line
// and the workplace badge, a minimal pager, one delegated click listener.
//
//   <job-list-baseline src="https://api…/v1/job-boards/job-posts?…" token="…"></job-list-baseline>
(() => {
  const numbers = new Intl.NumberFormat('en');
  const LABELS = { remote: 'Remote', hybrid: 'Hybrid', onsite: 'On-site', on_site: 'On-site' };
  const label = (value) => LABELS[value] ?? value.replace(/_/g, ' ').replace(/^./, (first) => first.toUpperCase());
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`
:host { display: block; }
.list { list-style: none; margin: 0; padding: 0; }
.item-link { display: block; padding: 0.75rem 1rem; margin-bottom: 0.5rem; border: 1px solid #ddd; border-radius: 0.5rem; color: inherit; text-decoration: none; }
.item-title { display: block; font-weight: 600; color: #0645ad; }
.item-meta { display: block; color: #555; font-size: 0.9375em; }
.badge { display: inline-block; margin-top: 0.25rem; padding: 0 0.5rem; border: 1px solid #ccc; border-radius: 999px; font-size: 0.8125em; }
.summary { color: #555; }
.pagination { display: flex; gap: 0.5rem; margin-top: 1rem; }
`);

  const el = (tag, part, text) => {
    const element = document.createElement(tag);
    if (part) {
      element.setAttribute('part', part);
      element.className = part;
    }
    if (text !== undefined) element.textContent = text;
    return element;
  };

  function entry(post) {
    const item = el('li', 'item');
    const link = el('a', 'item-link');
    link.href = `?job=${encodeURIComponent(post.id)}`;
    link.dataset.id = post.id;
    link.append(el('span', 'item-title', post.title));
    const offices = [...new Set((post.ats_offices ?? []).map((office) => office.city || office.name).filter(Boolean))].join(', ');
    const meta = [post.ats_department?.name, offices].filter(Boolean).join(' · ');
    if (meta) link.append(el('span', 'item-meta', meta));
    const workplace = post.ats_job?.workplace;
    if (typeof workplace === 'string' && workplace !== '') link.append(el('span', 'badge', label(workplace)));
    item.append(link);
    return item;
  }

  function pager(meta) {
    const nav = el('nav', 'pagination');
    nav.setAttribute('aria-label', 'Pages');
    for (let page = 1; page <= meta.total_pages; page += 1) {
      const link = el('a', 'page-button', String(page));
      link.href = `?page=${page}`;
      if (page === meta.page) link.setAttribute('aria-current', 'page');
      nav.append(link);
    }
    return nav;
  }

  class JobListBaseline extends HTMLElement {
    connectedCallback() {
      if (this.shadowRoot) return;
      const root = this.attachShadow({ mode: 'open' });
      root.adoptedStyleSheets = [sheet];
      root.append(el('p', 'status', 'Loading jobs…'));
      root.addEventListener('click', (event) => {
        const link = event.target.closest?.('a.item-link');
        if (link && !event.metaKey && !event.ctrlKey && !event.shiftKey && event.button === 0) event.preventDefault();
      });
      this.load(root);
    }

    async load(root) {
      try {
        const headers = { Accept: 'application/json', Authorization: `Bearer ${this.getAttribute('token')}` };
        const response = await fetch(this.getAttribute('src'), { headers });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const body = await response.json();
        const list = el('ul', 'list');
        for (const post of body.data) list.append(entry(post));
        const parts = [el('p', 'summary', `${numbers.format(body.meta.total)} open positions`), list];
        if (body.meta.total_pages > 1) parts.push(pager(body.meta));
        root.replaceChildren(...parts);
      } catch (error) {
        root.replaceChildren(el('p', 'status', 'The jobs could not be loaded.'));
        console.error(error);
      }
    }
  }
  customElements.define('job-list-baseline', JobListBaseline);
})();
