/**
 * The style scope a parent passes to a child component: Astro gives a child the parent's `data-astro-cid-*`
 * attribute as a prop (value true). Spread on the child's elements, it lets the parent's scoped styles draw
 * them, rendered as the bare attribute the parent's own markup would carry.
 */
export function styleScope(props: object): Record<string, ''> {
  return Object.fromEntries(Object.keys(props).flatMap((key) => (key.startsWith('data-astro-cid-') ? [[key, '']] : [])));
}
