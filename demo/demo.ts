import '../src/index.js';
