/**
 * The hydrate variant's script-tag entry: Lit's hydrate support first, as lit.dev/docs/ssr/client-usage
 * says it must load before `lit` (it installs `globalThis.litElementHydrateSupport`, which LitElement
 * calls when its module runs), then exactly the product's entry.
 */
import '@lit-labs/ssr-client/lit-element-hydrate-support.js';

export * from '../../src/cdn.js';
