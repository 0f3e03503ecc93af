import { Menu } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../lib/i18n';
import { isThemePreference, type ThemePreference } from '../lib/theme';
import { useColorMode } from './ui/color-mode';
import { MonitorIcon, MoonIcon, SunIcon, type IconProps } from './ui/icons';

const OPTIONS = [
  { value: 'light', label: 'accountMenu.light', Icon: SunIcon },
  { value: 'dark', label: 'accountMenu.dark', Icon: MoonIcon },
  { value: 'system', label: 'accountMenu.system', Icon: MonitorIcon },
] as const satisfies ReadonlyArray<{ value: ThemePreference; label: TranslationKey; Icon: ComponentType<IconProps> }>;

/**
 * The theme choice (light, dark, system) as a radio group inside a menu: the navbar's account
 * dropdown holds it (SPEC section 2). Storage rules live in useColorMode.
 */
export function ThemeMenuGroup() {
  const { preference, setPreference } = useColorMode();
  const { t } = useTranslation('common');
  return (
    <Menu.RadioItemGroup
      value={preference}
      onValueChange={(details) => {
        if (isThemePreference(details.value)) setPreference(details.value);
      }}
    >
      <Menu.ItemGroupLabel>{t('accountMenu.theme')}</Menu.ItemGroupLabel>
      {OPTIONS.map(({ value, label, Icon }) => (
        <Menu.RadioItem key={value} value={value}>
          <Icon />
          {t(label)}
          <Menu.ItemIndicator />
        </Menu.RadioItem>
      ))}
    </Menu.RadioItemGroup>
  );
}
