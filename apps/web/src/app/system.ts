import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's design system: its default tokens and styles, but only the recipes of the components
 * the app uses. Chakra's full theme carries every component's recipe (about 20 KB compressed on
 * the first load of every page, README "Size budget"). A component whose recipe is missing here
 * renders unstyled: system.test.ts fails on any Chakra component imported in src/ without it.
 */
export const system = createSystem(
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
        tokens,
        semanticTokens,
        textStyles,
        layerStyles,
        animationStyles,
        recipes: {
          button: buttonRecipe,
          container: containerRecipe,
          heading: headingRecipe,
          input: inputRecipe,
          link: linkRecipe,
          spinner: spinnerRecipe,
        },
        slotRecipes: {
          dataList: dataListSlotRecipe,
          field: fieldSlotRecipe,
          list: listSlotRecipe,
          menu: menuSlotRecipe,
        },
      },
    }),
  ),
);
