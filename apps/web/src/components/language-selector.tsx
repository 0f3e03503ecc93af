import { Menu } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, chooseLanguage, isLanguage } from '../lib/i18n';
import { toastConnectionFailed } from '../lib/session';

/**
 * The language choice (English, Hindi) as a radio group inside the account menu, beside the
 * theme. Each language is named in itself, and marked as such for screen readers. The choice is
 * remembered in local storage, like the theme.
 */
export function LanguageMenuGroup() {
  const { t, i18n } = useTranslation('common');
  return (
    <Menu.RadioItemGroup
      value={i18n.language}
      onValueChange={(details) => {
        // A language other than English is fetched on first choice; offline, it cannot be.
        if (isLanguage(details.value)) void chooseLanguage(details.value).catch(toastConnectionFailed);
      }}
    >
      <Menu.ItemGroupLabel>{t('accountMenu.language')}</Menu.ItemGroupLabel>
      {LANGUAGES.map((language) => (
        <Menu.RadioItem key={language} value={language} lang={language}>
          {LANGUAGE_NAMES[language]}
          <Menu.ItemIndicator />
        </Menu.RadioItem>
      ))}
    </Menu.RadioItemGroup>
  );
}
