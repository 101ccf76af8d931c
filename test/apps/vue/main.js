// A Vue 3 app: the import registers the elements; Vue renders the tags as custom elements.
import { createApp, h } from 'vue';
import 'job-board-element';

createApp({
  render: () =>
    h('job-board', { token: 'jb_demo_public', 'base-url': '/', routing: 'none' }, [h('job-board-search'), h('job-board-workplace-filter')]),
}).mount('#app');
