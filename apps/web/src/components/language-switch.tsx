import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, chooseLanguage } from '../lib/i18n';
import { toastConnectionFailed } from '../lib/session';

/**
 * The language choice where everyone finds it, signed in or not (the footer, so the login and
 * sign-up pages have it too): each language named in itself, the current one pressed.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  return (
    <HStack role="group" aria-label={t('accountMenu.language')} justify="center" gap="1" wrap="wrap">
      {LANGUAGES.map((language) => {
        const current = i18n.language === language;
        return (
          <Button
            key={language}
            size="xs"
            variant={current ? 'subtle' : 'ghost'}
            aria-pressed={current}
            lang={language}
            // A language other than English is fetched on first choice; offline, it cannot be.
            onClick={() => void chooseLanguage(language).catch(toastConnectionFailed)}
          >
            {LANGUAGE_NAMES[language]}
          </Button>
        );
      })}
    </HStack>
  );
}
