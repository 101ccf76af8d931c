/**
 * `job-board-element/vue`: the three tags in Vue 3 templates, typed for `vue-tsc` and Volar.
 * Import it once (for types only) beside the package:
 *
 * ```ts
 * import 'job-board-element';
 * import type {} from 'job-board-element/vue';
 * ```
 *
 * Props are the elements' properties and attributes; `@job-board-change` and the other events
 * get their `CustomEvent` detail types (declared as the components' emits: listener props beside
 * them would make each handler an intersection of two functions, and its parameter `any`).
 */
import type { ComponentOptionsMixin, DefineComponent } from 'vue';
import type { JobBoardElementAttributes, JobBoardElementEvents, JobBoardElementProperties, JobBoardTag } from './element-types.js';

/** The props of a tag in a template: its properties and attributes. */
export type JobBoardVueProps<Tag extends JobBoardTag> = JobBoardElementProperties<Tag> & JobBoardElementAttributes<Tag>;

/** The events of a tag as Vue's `emits`: what `@job-board-change="…"` handlers are typed from. */
export type JobBoardVueEmits<Tag extends JobBoardTag> = {
  [E in keyof JobBoardElementEvents<Tag>]: (event: JobBoardElementEvents<Tag>[E]) => void;
};

/** Every tag of the package as a Vue component type (for type-checking only: they are custom elements). */
export type JobBoardGlobalComponents = {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  [Tag in JobBoardTag]: DefineComponent<JobBoardVueProps<Tag>, {}, {}, {}, {}, ComponentOptionsMixin, ComponentOptionsMixin, JobBoardVueEmits<Tag>>;
};

declare module 'vue' {
  interface GlobalComponents extends JobBoardGlobalComponents {}
}
