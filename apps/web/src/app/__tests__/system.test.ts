import { defaultConfig } from '@chakra-ui/react';
import { tokens } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { appSystem } from '../system';

const system = appSystem();

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

/**
 * The recipes a file passes to its components itself (`recipe={dialogSlotRecipe}`, imported from
 * '@chakra-ui/react/theme'): screens loaded later bring them along instead of growing the system
 * every first page carries.
 */
function recipesBroughtBy(source: string): Set<string> {
  const brought = new Set<string>();
  for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react\/theme'/g)) {
    for (const specifier of (match[1] ?? '').split(',')) {
      const recipe = /^\s*(\w+?)(?:Slot)?Recipe\s*$/.exec(specifier);
      if (recipe?.[1]) brought.add(recipe[1]);
    }
  }
  return brought;
}

/** The recipe keys the Chakra components imported by `source` are styled with (less those it brings itself). */
function recipesUsedBy(source: string): string[] {
  const keys: string[] = [];
  const brought = recipesBroughtBy(source);
  for (const match of source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
    for (const specifier of (match[1] ?? '').split(',')) {
      const name = specifier.replace(/^\s*type\s+/, '').replace(/\s+as\s+\w+/, '').trim();
      if (!name) continue;
      const key = name.charAt(0).toLowerCase() + name.slice(1);
      if (defaultRecipes.has(key) || defaultSlotRecipes.has(key)) keys.push(key);
      keys.push(...(ALSO_STYLED_BY[name] ?? []));
    }
  }
  return keys.filter((key) => !brought.has(key));
}

describe('the design system (app/system.ts)', () => {
  it('reads the app sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(20);
    expect(recipesUsedBy("import { Button, Menu as M, type InputProps } from '@chakra-ui/react';")).toEqual(['button', 'spinner', 'menu']);
    expect(
      recipesUsedBy("import { Dialog, Input } from '@chakra-ui/react';\nimport { dialogSlotRecipe } from '@chakra-ui/react/theme';"),
    ).toEqual(['input']);
  });

  it('has the recipe of every Chakra component the app imports (a missing one renders unstyled)', () => {
    const missing = Object.entries(sources).flatMap(([file, source]) =>
      recipesUsedBy(source)
        .filter((key) => !system.isRecipe(key) && !system.isSlotRecipe(key))
        .map((key) => `${key} (${file})`),
    );
    expect(missing).toEqual([]);
  });

  it("has every colour palette the app names (a missing one's colours silently vanish)", () => {
    const palettes = Object.keys(tokens.colors ?? {}).filter((name) => /^[a-z]+$/.test(name) && name !== 'transparent' && name !== 'current');
    const named = new Set<string>();
    // system.ts itself names the palettes it leaves out.
    for (const [file, source] of Object.entries(sources)) {
      if (file === '../system.ts') continue;
      for (const palette of palettes) {
        if (new RegExp(`['"\`]${palette}(?:\\.\\w+)?['"\`]`).test(source)) named.add(palette);
      }
    }
    expect(named).toContain('red');
    expect(named).toContain('yellow');
    expect([...named].filter((palette) => system.token(`colors.${palette}.500`) === undefined && system.token(`colors.${palette}`) === undefined)).toEqual([]);
    // The palettes left out are really out (they are what makes the system cheaper to build).
    expect(system.token('colors.teal.500')).toBeUndefined();
  });

  it('closes popups in 300 ms and the dropdown in 350 ms (SPEC section 9)', () => {
    const closed = (recipe: 'dialog' | 'menu', slot: string) =>
      (system.getSlotRecipe(recipe).base as Record<string, { _closed?: { animationDuration?: string } }>)[slot]?._closed?.animationDuration;
    expect(closed('dialog', 'content')).toBe('300ms');
    expect(closed('dialog', 'backdrop')).toBe('300ms');
    expect(closed('menu', 'content')).toBe('350ms');
    // A dialog or menu given Chakra's own recipe (recipe={dialogSlotRecipe}) would skip those times.
    const bringing = Object.entries(sources)
      .filter(([path, source]) => path !== '../system.ts' && ['dialog', 'menu'].some((recipe) => recipesBroughtBy(source).has(recipe)))
      .map(([path]) => path);
    expect(bringing).toEqual([]);
  });
});
