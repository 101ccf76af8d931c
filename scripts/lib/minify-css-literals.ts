import type { Plugin } from 'vite';

/**
 * Minifies the CSS inside Lit's css`` template literals for the script-tag build: JavaScript
 * minifiers leave template literal text alone, and our styles are a good part of the bundle.
 * Only safe rewrites: comments dropped, whitespace collapsed, spaces around { } ; , removed
 * (never around ":", which would turn a descendant `a :hover` into `a:hover`).
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

export function minifyCss(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}
