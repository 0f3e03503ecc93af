import { Link, Text } from '@chakra-ui/react';
import { Trans, useTranslation } from 'react-i18next';
import { CONTACT_EMAIL, LegalList, LegalPage, LegalSection } from '../../components/legal-page';
import { useTitle } from '../../hooks/use-title';

export function PrivacyPage() {
  const { t } = useTranslation();
  useTitle(t('places.privacy'));
  return (
    <LegalPage heading={t('places.privacy')}>
      <Text>{t('privacy.intro')}</Text>

      <LegalSection title={t('privacy.collect.title')}>
        <LegalList items={t('privacy.collect.items', { returnObjects: true })} />
      </LegalSection>

      <LegalSection title={t('privacy.use.title')}>
        <LegalList items={t('privacy.use.items', { returnObjects: true })} />
        <Text>{t('privacy.use.noSale')}</Text>
      </LegalSection>

      <LegalSection title={t('privacy.visibility.title')}>
        <LegalList items={t('privacy.visibility.items', { returnObjects: true })} />
      </LegalSection>

      <LegalSection title={t('privacy.cookies.title')}>
        <Text>{t('privacy.cookies.body')}</Text>
      </LegalSection>

      <LegalSection title={t('privacy.retention.title')}>
        <Text>{t('privacy.retention.body')}</Text>
      </LegalSection>

      <LegalSection title={t('privacy.rights.title')}>
        <Text>{t('privacy.rights.body')}</Text>
      </LegalSection>

      <LegalSection title={t('privacy.children.title')}>
        <Text>{t('privacy.children.body')}</Text>
      </LegalSection>

      <LegalSection title={t('privacy.changes.title')}>
        <Text>{t('privacy.changes.body')}</Text>
      </LegalSection>

      <LegalSection title={t('privacy.contact.title')}>
        <Text>
          <Trans
            i18nKey="privacy.contact.body"
            values={{ email: CONTACT_EMAIL }}
            components={{ mail: <Link href={`mailto:${CONTACT_EMAIL}`} colorPalette="red" /> }}
          />
        </Text>
      </LegalSection>
    </LegalPage>
  );
}
