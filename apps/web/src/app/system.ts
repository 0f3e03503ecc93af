import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs, type SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  badgeRecipe,
  animationStyles,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  radioGroupSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  switchSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { THEME_COLOR } from './theme-color';

/**
 * The colour palettes the app names (colorPalette="red", color="orange.700", Alert's statuses:
 * blue, green, orange, red, gray). Chakra's other palettes (teal, cyan, purple, pink) are left out
 * of the system: building the tokens and their CSS variables is most of the work Chakra does
 * before the first screen, on a phone's main thread. system.test.ts fails on a palette named in
 * src/ that is not here.
 */
const UNUSED_PALETTES = new Set(['teal', 'cyan', 'purple', 'pink']);
const withoutUnusedPalettes = <T extends object>(colors: T): T => Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;

/**
 * Chakra's own stack with the self-hosted Devanagari (fonts.css) first. Its unicode-range covers
 * Devanagari only, so Latin text skips it; placed after Arial, Chromium on a system without a
 * Devanagari font drew boxes for 'हिन्दी' in the language switch instead of loading it.
 */
const FONT_STACK =
  '"Redhope Devanagari", Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol"';

/** SPEC section 9: "Dropdown close animation delay 350 ms. Popup close animation 300 ms." */
export const POPUP_CLOSE = '300ms';
export const DROPDOWN_CLOSE = '350ms';

/**
 * Chakra's design system: its default tokens and styles, but only the recipes of the components
 * the app uses. Chakra's full theme carries every component's recipe (about 20 KB compressed on
 * the first load of every page, README "Size budget"). A component whose recipe is missing here
 * renders unstyled: system.test.ts fails on any Chakra component imported in src/ without it.
 *
 * On top: Hindi's font in the stack, and two reds darkened for WCAG's 4.5:1 text contrast (axe in
 * the journeys found both):
 * - solid buttons: Chakra's hover shows the button at 90% of its colour, and white text on
 *   red.600 at 90% falls to 4.33:1. #c81e1e (between red.600 and red.700, still the logo's red
 *   to the eye) gives 5.7:1, and 5.0:1 on hover;
 * - field error texts: red.500 on white is 3.76:1; red.700 is 8.4:1.
 * And focus rings WCAG's 3:1 can see: Chakra's grey ring (gray.400, 2.6:1 on white: inputs,
 * selects, outline and ghost buttons, the header's icons) is gray.600 (7.7:1), the green one of
 * "You offered help" (green.500, 2.3:1) green.600 (3.3:1); red's (red.500, 3.8:1) stays.
 */
function createAppSystem(): SystemContext {
  return createSystem(
    mergeConfigs(
      defaultBaseConfig,
      defineConfig({
        preflight: true,
        cssVarsPrefix,
        cssVarsRoot,
        globalCss,
        theme: {
          breakpoints,
          keyframes,
          tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors ?? {}) },
          semanticTokens: { ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors ?? {}) },
          textStyles,
          layerStyles,
          animationStyles,
          recipes: {
            badge: badgeRecipe,
            button: buttonRecipe,
            container: containerRecipe,
            heading: headingRecipe,
            input: inputRecipe,
            link: linkRecipe,
            spinner: spinnerRecipe,
            textarea: textareaRecipe,
          },
          slotRecipes: {
            alert: alertSlotRecipe,
            dataList: dataListSlotRecipe,
            dialog: dialogSlotRecipe,
            field: fieldSlotRecipe,
            fieldset: fieldsetSlotRecipe,
            list: listSlotRecipe,
            menu: menuSlotRecipe,
            nativeSelect: nativeSelectSlotRecipe,
            radioGroup: radioGroupSlotRecipe,
            switch: switchSlotRecipe,
          },
        },
      }),
      defineConfig({
        theme: {
          tokens: {
            fonts: { body: { value: FONT_STACK }, heading: { value: FONT_STACK } },
          },
          // SPEC section 9: popups close in 300 ms, the dropdown (the account menu) in 350 ms;
          // Chakra's own are 100 to 200 ms.
          slotRecipes: {
            dialog: { slots: dialogSlotRecipe.slots, base: { backdrop: { _closed: { animationDuration: POPUP_CLOSE } }, content: { _closed: { animationDuration: POPUP_CLOSE } } } },
            menu: { slots: menuSlotRecipe.slots, base: { content: { _closed: { animationDuration: DROPDOWN_CLOSE } } } },
          },
          semanticTokens: {
            colors: {
              red: { solid: { value: THEME_COLOR } },
              fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } } },
              gray: { focusRing: { value: { _light: '{colors.gray.600}', _dark: '{colors.gray.300}' } } },
              green: { focusRing: { value: { _light: '{colors.green.600}', _dark: '{colors.green.400}' } } },
            },
          },
        },
      }),
    ),
  );
}

let built: SystemContext | undefined;

/**
 * The app's one system, built on first use. Building it is the largest piece of work before the
 * first screen (tokens to CSS variables); main.tsx asks for it in a task of its own, after the
 * skeleton has painted, rather than while the modules load.
 */
export function appSystem(): SystemContext {
  built ??= createAppSystem();
  return built;
}
