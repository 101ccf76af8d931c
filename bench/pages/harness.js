// The cold-render harness, the same on both pages (bench/cold-render.ts inlines it). The page
// defines `benchInsert(stage)`: it inserts its list and returns a function counting the titles.
// `benchRun(titles)` marks `bench-start`, inserts, checks in every animation frame (before that
// frame's style, layout and paint) whether `titles` titles are in the DOM; in the first frame in
// which they are, it posts a task, which runs once that frame's main-thread work (style, layout,
// paint, commit) is done, and marks `bench-end` there.
window.benchRun = (titles) =>
  new Promise((resolve, reject) => {
    const stage = document.getElementById('stage');
    performance.mark('bench-start');
    const start = performance.now();
    const count = window.benchInsert(stage);
    const check = () => {
      const found = count();
      if (found >= titles) {
        const frame = performance.now();
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          performance.mark('bench-end');
          resolve({ wall: performance.now() - start, frame: frame - start, titles: found });
        };
        channel.port2.postMessage(null);
      } else if (performance.now() - start > 20000) reject(new Error(`${found} titles after 20 s`));
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
