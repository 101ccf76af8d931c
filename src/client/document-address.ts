/**
 * The page's own address where there is a page (a relative base address is resolved against it),
 * `undefined` in Node: read from an optional global, so the client runs anywhere.
 */
export function documentAddress(): string | undefined {
  const page = (globalThis as { location?: { href?: unknown } }).location;
  return typeof page?.href === 'string' ? page.href : undefined;
}
