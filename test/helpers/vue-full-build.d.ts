/**
 * Vue's full build (runtime and template compiler) ships no declarations of its own; it exports
 * the same API as `vue`. Used by test/frameworks/vue.test.ts to compile a template at run time.
 */
declare module 'vue/dist/vue.esm-bundler.js' {
  export * from 'vue';
}
