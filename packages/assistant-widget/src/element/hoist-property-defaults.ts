/**
 * Tailwind v4 gives its internal variables (`--tw-border-style`, `--tw-shadow`, …) their defaults
 * through `@property` rules, and `@property` has no effect inside a shadow root
 * (tailwindlabs/tailwindcss#15005): a plain `border` would get no style and draw nothing.
 * This appends the same defaults as ordinary declarations on every element, in the lowest
 * layer, so utilities still override them. Non-inheritance is kept because each element gets
 * its own default instead of inheriting its parent's value.
 */
export function hoistPropertyDefaults(css: string): string {
  const declarations: string[] = [];
  const rule = /@property\s+(--[\w-]+)\s*\{([^}]*)\}/g;
  for (let match = rule.exec(css); match !== null; match = rule.exec(css)) {
    const [, name, body = ''] = match;
    const initial = /initial-value\s*:\s*([^;]+?)\s*(?:;|$)/.exec(body)?.[1];
    if (name !== undefined && initial !== undefined) declarations.push(`${name}:${initial}`);
  }
  if (declarations.length === 0) return css;
  return `${css}\n@layer properties{*,::before,::after,::backdrop{${declarations.join(';')}}}\n`;
}
