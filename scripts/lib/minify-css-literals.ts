import type { Plugin } from 'vite';
import { minifyCss } from '../../src/ssr/minify-css.js';

/**
 * Minifies the CSS inside Lit's css`` template literals for the script-tag build: JavaScript
 * minifiers leave template literal text alone, and our styles are a good part of the bundle.
 * Only safe rewrites (see minifyCss, which `job-board-element build` uses on prerendered styles too).
 */
export function minifyCssLiterals(): Plugin {
  return {
    name: 'job-board-minify-css-literals',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/.*\.ts$/.test(id) || !code.includes('css`')) return null;
      return { code: code.replace(/\bcss`([^`]*)`/g, (_whole, text: string) => `css\`${minifyCss(text)}\``), map: null };
    },
  };
}
