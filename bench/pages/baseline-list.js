// The hand-written baseline: what a careful developer writes without a framework to list a
// board's jobs. One fetch (the board's URL and headers: `Accept` and `Authorization: Bearer`),
// then plain DOM calls: a result count, and per post the markup the board renders
// (`<li class=item><a class=item-link href data-id><span class=item-title>` + meta + badges), a
// minimal pager, one delegated click listener. Light DOM, styled by baseline.css only.
const jobNumbers = new Intl.NumberFormat('en');
const JOB_LABELS = { remote: 'Remote', hybrid: 'Hybrid', onsite: 'On-site', on_site: 'On-site', full_time: 'Full-time', part_time: 'Part-time', contract: 'Contract', internship: 'Internship', temporary: 'Temporary' };
const jobLabel = (value) => JOB_LABELS[value] ?? value.replace(/_/g, ' ').replace(/^./, (first) => first.toUpperCase());

function jobEl(tag, className, text) {
  const element = document.createElement(tag);
  if (className) element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

function jobEntry(post) {
  const item = jobEl('li', 'item');
  const link = jobEl('a', 'item-link');
  link.href = `?job=${encodeURIComponent(post.id)}`;
  link.dataset.id = post.id;
  link.append(jobEl('span', 'item-title', post.title));
  const offices = [...new Set((post.ats_offices ?? []).map((office) => office.city || office.name).filter(Boolean))].join(', ');
  const meta = [post.ats_department?.name, offices].filter(Boolean).join(' · ');
  if (meta) link.append(jobEl('span', 'item-meta', meta));
  const badges = [post.ats_job?.workplace, post.ats_job?.employment_type].filter((value) => typeof value === 'string' && value !== '');
  if (badges.length) {
    const group = jobEl('span', 'badges');
    for (const badge of badges) group.append(jobEl('span', 'badge', jobLabel(badge)));
    link.append(group);
  }
  item.append(link);
  return item;
}

function jobPager(meta) {
  const nav = jobEl('nav', 'pagination');
  nav.setAttribute('aria-label', 'Pages');
  for (let page = 1; page <= meta.total_pages; page += 1) {
    const link = jobEl('a', 'page', String(page));
    link.href = `?page=${page}`;
    if (page === meta.page) link.setAttribute('aria-current', 'page');
    nav.append(link);
  }
  return nav;
}

async function renderJobs(root, url, headers) {
  root.addEventListener('click', (event) => {
    const link = event.target.closest?.('a.item-link');
    if (link && !event.metaKey && !event.ctrlKey && !event.shiftKey && event.button === 0) event.preventDefault();
  });
  try {
    const response = await fetch(url, { headers });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = await response.json();
    const list = jobEl('ul', 'list');
    for (const post of body.data) list.append(jobEntry(post));
    const parts = [jobEl('p', 'summary', `${jobNumbers.format(body.meta.total)} open positions`), list];
    if (body.meta.total_pages > 1) parts.push(jobPager(body.meta));
    root.replaceChildren(...parts);
  } catch (error) {
    root.replaceChildren(jobEl('p', 'status', 'The jobs could not be loaded.'));
    console.error(error);
  }
}
