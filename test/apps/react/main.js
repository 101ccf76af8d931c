// A React 19 app: the import registers the elements; React sets the board's properties.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import 'job-board-element';

function Careers() {
  return createElement(
    'job-board',
    { token: 'jb_demo_public', 'base-url': '/', routing: 'none', workplaces: [] },
    createElement('job-board-search'),
    createElement('job-board-workplace-filter'),
  );
}

createRoot(document.getElementById('root')).render(createElement(Careers));
