import { defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { system } from '../system';

// Every source file of the app, as text (tests and generated files left out).
const sources = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/__tests__/**', '!../../gql/**', '!../../test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Components styled by another component's recipe, beside their own name. */
const ALSO_STYLED_BY: Record<string, string[]> = {
  Button: ['spinner'], // its loading state
  IconButton: ['button'],
};

const defaultRecipes = new Set(Object.keys(defaultConfig.theme?.recipes ?? {}));
const defaultSlotRecipes = new Set(Object.keys(defaultConfig.theme?.slotRecipes ?? {}));

/** The recipe keys the Chakra components imported by `source` are styled with. */
function recipesUsedBy(source: string): string[] {
  const keys: string[] = [];
  for (const match of source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
    for (const specifier of (match[1] ?? '').split(',')) {
      const name = specifier.replace(/^\s*type\s+/, '').replace(/\s+as\s+\w+/, '').trim();
      if (!name) continue;
      const key = name.charAt(0).toLowerCase() + name.slice(1);
      if (defaultRecipes.has(key) || defaultSlotRecipes.has(key)) keys.push(key);
      keys.push(...(ALSO_STYLED_BY[name] ?? []));
    }
  }
  return keys;
}

describe('the design system (app/system.ts)', () => {
  it('reads the app sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(20);
    expect(recipesUsedBy("import { Button, Menu as M, type InputProps } from '@chakra-ui/react';")).toEqual(['button', 'spinner', 'menu']);
  });

  it('has the recipe of every Chakra component the app imports (a missing one renders unstyled)', () => {
    const missing = Object.entries(sources).flatMap(([file, source]) =>
      recipesUsedBy(source)
        .filter((key) => !system.isRecipe(key) && !system.isSlotRecipe(key))
        .map((key) => `${key} (${file})`),
    );
    expect(missing).toEqual([]);
  });
});
