/**
 * The bounds of a sandbox's `posts` override. The posts are served exactly as given, so tests
 * can hand the client odd ones on purpose (`null`, a post without an id, `ats_offices: 'Berlin'`,
 * a 100 000-character title, 2 000 offices): what is checked is the shape a job post can take
 * in size (nesting, lengths, counts), never the business values or field types.
 */

import { invalidParameter } from '../http/errors.js';

export const MAX_POSTS = 2000;
/** Levels below a post: `post.ats_offices[0].name` is 2; real posts need 3 at most. */
export const MAX_POST_DEPTH = 8;
/** Items of any array inside a post (`ats_offices`, tags ...). */
export const MAX_ARRAY_ITEMS = 2000;
/** Fields of any object inside a post. */
export const MAX_OBJECT_FIELDS = 200;
export const MAX_FIELD_NAME_LENGTH = 200;
/** A post's HTML `description`: half of the 1 MiB control body, room for the rest of the posts. */
export const MAX_DESCRIPTION_LENGTH = 512 * 1024;
/** Any other string, a title included. */
export const MAX_TEXT_LENGTH = 128 * 1024;

/** A container still to look into; its path is spelled out only for a message. */
interface Pending {
  value: object;
  parent: Pending | undefined;
  key: string | number;
  depth: number;
}

function pathOf(pending: Pending | undefined, key?: string | number): string {
  const keys: (string | number)[] = key === undefined ? [] : [key];
  for (let at = pending; at; at = at.parent) keys.push(at.key);
  return keys.reverse().reduce<string>((path, part) => (typeof part === 'number' ? `${path}[${part}]` : `${path}.${part}`), 'posts');
}

/** Checks one value inside a post: a string's length, or a container's depth, then queues it. */
function visit(stack: Pending[], parent: Pending | undefined, key: string | number, value: unknown, depth: number): void {
  if (typeof value === 'string') {
    const isDescription = depth === 1 && key === 'description';
    const max = isDescription ? MAX_DESCRIPTION_LENGTH : MAX_TEXT_LENGTH;
    if (value.length > max) throw invalidParameter(`${pathOf(parent, key)} must be at most ${max} characters long.`);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  if (depth > MAX_POST_DEPTH) throw invalidParameter(`${pathOf(parent, key)} is nested too deeply: at most ${MAX_POST_DEPTH} levels below a post.`);
  stack.push({ value, parent, key, depth });
}

/**
 * Refuses the first value of `posts[index]` past a bound, naming its path. Walked with an explicit
 * stack: a deeply nested body must not overflow the call stack of the check meant to refuse it.
 */
function checkPost(post: unknown, index: number): void {
  const stack: Pending[] = [];
  visit(stack, undefined, index, post, 0);
  while (stack.length > 0) {
    const pending = stack.pop()!;
    const { value, depth } = pending;
    if (Array.isArray(value)) {
      if (value.length > MAX_ARRAY_ITEMS) throw invalidParameter(`${pathOf(pending)} must have at most ${MAX_ARRAY_ITEMS} items.`);
      for (let item = 0; item < value.length; item += 1) visit(stack, pending, item, value[item], depth + 1);
      continue;
    }
    const fields = Object.entries(value);
    if (fields.length > MAX_OBJECT_FIELDS) throw invalidParameter(`${pathOf(pending)} must have at most ${MAX_OBJECT_FIELDS} fields.`);
    for (const [name, child] of fields) {
      if (name.length > MAX_FIELD_NAME_LENGTH) {
        throw invalidParameter(`${pathOf(pending)} has a field name longer than ${MAX_FIELD_NAME_LENGTH} characters.`);
      }
      visit(stack, pending, name, child, depth + 1);
    }
  }
}

export function checkPosts(posts: readonly unknown[]): void {
  posts.forEach(checkPost);
}
