import { Link, Text } from '@chakra-ui/react';
import { Trans, useTranslation } from 'react-i18next';
import { CONTACT_EMAIL, LegalList, LegalPage, LegalSection } from '../../components/legal-page';
import { TextLink } from '../../components/ui/text-link';
import { useTitle } from '../../hooks/use-title';

export function TermsPage() {
  const { t } = useTranslation();
  useTitle(t('places.terms'));
  return (
    <LegalPage heading={t('places.terms')}>
      <Text>{t('terms.intro')}</Text>

      <LegalSection title={t('terms.eligibility.title')}>
        <Text>{t('terms.eligibility.body')}</Text>
      </LegalSection>

      <LegalSection title={t('terms.voluntary.title')}>
        <LegalList items={t('terms.voluntary.items', { returnObjects: true })} />
      </LegalSection>

      <LegalSection title={t('terms.content.title')}>
        <LegalList items={t('terms.content.items', { returnObjects: true })} />
      </LegalSection>

      <LegalSection title={t('terms.medical.title')}>
        <Text>{t('terms.medical.body')}</Text>
      </LegalSection>

      <LegalSection title={t('terms.liability.title')}>
        <Text>{t('terms.liability.body')}</Text>
      </LegalSection>

      <LegalSection title={t('terms.suspension.title')}>
        <Text>{t('terms.suspension.body')}</Text>
      </LegalSection>

      <LegalSection title={t('terms.privacy.title')}>
        <Text>
          <Trans
            i18nKey="terms.privacy.body"
            components={{ privacy: <TextLink to="/privacy" /> }}
          />
        </Text>
      </LegalSection>

      <LegalSection title={t('terms.changes.title')}>
        <Text>{t('terms.changes.body')}</Text>
      </LegalSection>

      <LegalSection title={t('terms.contact.title')}>
        <Text>
          <Trans
            i18nKey="terms.contact.body"
            values={{ email: CONTACT_EMAIL }}
            components={{ mail: <Link href={`mailto:${CONTACT_EMAIL}`} colorPalette="red" /> }}
          />
        </Text>
      </LegalSection>
    </LegalPage>
  );
}
