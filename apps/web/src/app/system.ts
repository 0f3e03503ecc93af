import { createSystem, defaultConfig } from '@chakra-ui/react';

/** Chakra's design system; brand tokens go here when a screen needs them. */
export const system = createSystem(defaultConfig);
