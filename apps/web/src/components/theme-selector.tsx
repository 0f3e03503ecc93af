import { IconButton, Menu, Portal } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { isThemePreference, type ThemePreference } from '../lib/theme';
import { useColorMode } from './ui/color-mode';
import { MonitorIcon, MoonIcon, SunIcon, type IconProps } from './ui/icons';

const OPTIONS: ReadonlyArray<{ value: ThemePreference; label: string; Icon: ComponentType<IconProps> }> = [
  { value: 'light', label: 'Light', Icon: SunIcon },
  { value: 'dark', label: 'Dark', Icon: MoonIcon },
  { value: 'system', label: 'System', Icon: MonitorIcon },
];

export function ThemeSelector() {
  const { preference, setPreference } = useColorMode();
  const current = OPTIONS.find((option) => option.value === preference) ?? OPTIONS[0];

  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <IconButton aria-label={`Theme: ${current.label}`} title="Theme" variant="ghost" size="sm">
          <current.Icon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="10rem">
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
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
