/**
 * `job-board-element/vue`: the three tags in Vue 3 templates, typed for `vue-tsc` and Volar.
 * Import it once (for types only) beside the package:
 *
 * ```ts
 * import 'job-board-element';
 * import type {} from 'job-board-element/vue';
 * ```
 *
 * Props are the elements' properties and attributes, checked by `vue-tsc`. The events are
 * declared as the components' emits (Volar lists them), but `vue-tsc` 3 does not infer an inline
 * handler's parameter from a global component's emits: type it (`CustomEvent<JobBoardChangeDetail>`).
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
