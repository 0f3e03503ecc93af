import { Link, Text } from '@chakra-ui/react';
import { Trans, useTranslation } from 'react-i18next';
import { CONTACT_EMAIL, LegalList, LegalPage, LegalSection } from '../../components/legal-page';
import { useTitle } from '../../hooks/use-title';

export function PrivacyPage() {
  const { t } = useTranslation('common');
  // The page's own texts: the 'legal' namespace, fetched with this page (routes.tsx).
  const { t: legal } = useTranslation('legal');
  useTitle(t('places.privacy'));
  return (
    <LegalPage heading={t('places.privacy')}>
      <Text>{legal('privacy.intro')}</Text>

      <LegalSection title={legal('privacy.collect.title')}>
        <LegalList items={legal('privacy.collect.items', { returnObjects: true })} />
      </LegalSection>

      <LegalSection title={legal('privacy.use.title')}>
        <LegalList items={legal('privacy.use.items', { returnObjects: true })} />
        <Text>{legal('privacy.use.noSale')}</Text>
      </LegalSection>

      <LegalSection title={legal('privacy.visibility.title')}>
        <LegalList items={legal('privacy.visibility.items', { returnObjects: true })} />
      </LegalSection>

      <LegalSection title={legal('privacy.cookies.title')}>
        <Text>{legal('privacy.cookies.body')}</Text>
      </LegalSection>

      <LegalSection title={legal('privacy.retention.title')}>
        <Text>{legal('privacy.retention.body')}</Text>
      </LegalSection>

      <LegalSection title={legal('privacy.rights.title')}>
        <Text>{legal('privacy.rights.body')}</Text>
      </LegalSection>

      <LegalSection title={legal('privacy.children.title')}>
        <Text>{legal('privacy.children.body')}</Text>
      </LegalSection>

      <LegalSection title={legal('privacy.changes.title')}>
        <Text>{legal('privacy.changes.body')}</Text>
      </LegalSection>

      <LegalSection title={legal('privacy.contact.title')}>
        <Text>
          <Trans
            t={legal}
            i18nKey="privacy.contact.body"
            values={{ email: CONTACT_EMAIL }}
            components={{ mail: <Link href={`mailto:${CONTACT_EMAIL}`} colorPalette="red" /> }}
          />
        </Text>
      </LegalSection>
    </LegalPage>
  );
}
