import { describe, expect, it } from 'vitest';
import { hoistPropertyDefaults } from './hoist-property-defaults';

describe('hoistPropertyDefaults', () => {
  it('turns @property initial values into plain declarations in the lowest layer', () => {
    const css = [
      '@layer properties, theme, base, components, utilities;',
      '.border{border-style:var(--tw-border-style);border-width:1px}',
      '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}',
      '@property --tw-shadow { syntax: "*"; inherits: false; initial-value: 0 0 #0000; }',
      '@property --tw-shadow-color{syntax:"*";inherits:false}',
    ].join('\n');
    const output = hoistPropertyDefaults(css);
    expect(output.startsWith(css)).toBe(true);
    expect(output).toContain(
      '@layer properties{*,::before,::after,::backdrop{--tw-border-style:solid;--tw-shadow:0 0 #0000}}',
    );
    expect(output).not.toContain('--tw-shadow-color:');
  });

  it('leaves CSS without @property alone', () => {
    expect(hoistPropertyDefaults('.a{color:red}')).toBe('.a{color:red}');
  });
});
