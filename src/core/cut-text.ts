/**
 * Text cut to a bound where hostile data would otherwise be copied whole into every page: a
 * route's search and filters in a server render, a closed role's title in the build (issue 37).
 */

/** `value`'s first `max` UTF-16 units (all of it when shorter), never ending on the first half of a surrogate pair (an emoji). */
export function cutText(value: string, max: number): string {
  return value.length <= max ? value : value.slice(0, max).replace(/[\uD800-\uDBFF]$/, '');
}
