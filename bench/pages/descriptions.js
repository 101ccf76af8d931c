// The descriptions bench's page script (bench/descriptions.ts inlines it). `benchOpen({ posts,
// id, asText })` answers the board's requests with `posts`, opens the post `warm` (the detail chunk
// loads), then `id`, and resolves with the longest task (ms; 0 when none passed 50 ms) from opening
// `id` to the frame after its description shows.
window.benchOpen = async ({ posts, id, asText }) => {
  const json = (body) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  window.fetch = async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const detail = /\/job-posts\/([^/]+)$/.exec(url.pathname);
    if (detail) return json({ data: posts.find((post) => post.id === decodeURIComponent(detail[1])) });
    return json({ data: posts.map(({ description: _, ...post }) => post), meta: { total: posts.length, page: 1, limit: 20, total_pages: 1 } });
  };
  await customElements.whenDefined('job-board');
  const board = document.createElement('job-board');
  board.setAttribute('token', 'bench');
  board.setAttribute('base-url', `${location.origin}/api`);
  document.body.append(board);
  const description = () => board.shadowRoot?.querySelector('[part~="description"]') ?? null;
  const until = async (done) => {
    const start = performance.now();
    while (!done()) {
      if (performance.now() - start > 20000) throw new Error('a description never showed');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  const frameThenTask = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  await until(() => (board.shadowRoot?.querySelectorAll('[part~="item-title"]').length ?? 0) > 0);
  board.showJob('warm');
  await until(() => (description()?.textContent ?? '').includes('warm'));
  board.showList();
  await until(() => description() === null);
  await frameThenTask();
  let longest = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration);
  });
  observer.observe({ type: 'longtask' });
  board.showJob(id);
  await until(() => {
    const shown = description();
    return shown !== null && (asText ? shown.querySelector('.plain-text') !== null : shown.querySelector('p, b, li, td, span, div') !== null);
  });
  await frameThenTask();
  await new Promise((resolve) => setTimeout(resolve, 100));
  for (const entry of observer.takeRecords()) longest = Math.max(longest, entry.duration);
  observer.disconnect();
  return longest;
};
