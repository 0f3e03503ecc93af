import { Menu } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { isThemePreference, type ThemePreference } from '../lib/theme';
import { useColorMode } from './ui/color-mode';
import { MonitorIcon, MoonIcon, SunIcon, type IconProps } from './ui/icons';

const OPTIONS: ReadonlyArray<{ value: ThemePreference; label: string; Icon: ComponentType<IconProps> }> = [
  { value: 'light', label: 'Light', Icon: SunIcon },
  { value: 'dark', label: 'Dark', Icon: MoonIcon },
  { value: 'system', label: 'System', Icon: MonitorIcon },
];

/**
 * The theme choice (light, dark, system) as a radio group inside a menu: the navbar's account
 * dropdown holds it (SPEC section 2). Storage rules live in useColorMode.
 */
export function ThemeMenuGroup() {
  const { preference, setPreference } = useColorMode();
  return (
    <Menu.RadioItemGroup
      value={preference}
      onValueChange={(details) => {
        if (isThemePreference(details.value)) setPreference(details.value);
      }}
    >
      <Menu.ItemGroupLabel>Theme</Menu.ItemGroupLabel>
      {OPTIONS.map(({ value, label, Icon }) => (
        <Menu.RadioItem key={value} value={value}>
          <Icon />
          {label}
          <Menu.ItemIndicator />
        </Menu.RadioItem>
      ))}
    </Menu.RadioItemGroup>
  );
}
