import { Link, Text } from '@chakra-ui/react';
import { Trans, useTranslation } from 'react-i18next';
import { CONTACT_EMAIL, LegalList, LegalPage, LegalSection } from '../../components/legal-page';
import { TextLink } from '../../components/ui/text-link';
import { useTitle } from '../../hooks/use-title';

export function TermsPage() {
  const { t } = useTranslation('common');
  // The page's own texts: the 'legal' namespace, fetched with this page (routes.tsx).
  const { t: legal } = useTranslation('legal');
  useTitle(t('places.terms'));
  return (
    <LegalPage heading={t('places.terms')}>
      <Text>{legal('terms.intro')}</Text>

      <LegalSection title={legal('terms.eligibility.title')}>
        <Text>{legal('terms.eligibility.body')}</Text>
      </LegalSection>

      <LegalSection title={legal('terms.voluntary.title')}>
        <LegalList items={legal('terms.voluntary.items', { returnObjects: true })} />
      </LegalSection>

      <LegalSection title={legal('terms.content.title')}>
        <LegalList items={legal('terms.content.items', { returnObjects: true })} />
      </LegalSection>

      <LegalSection title={legal('terms.medical.title')}>
        <Text>{legal('terms.medical.body')}</Text>
      </LegalSection>

      <LegalSection title={legal('terms.liability.title')}>
        <Text>{legal('terms.liability.body')}</Text>
      </LegalSection>

      <LegalSection title={legal('terms.suspension.title')}>
        <Text>{legal('terms.suspension.body')}</Text>
      </LegalSection>

      <LegalSection title={legal('terms.privacy.title')}>
        <Text>
          <Trans
            t={legal}
            i18nKey="terms.privacy.body"
            components={{ privacy: <TextLink to="/privacy" /> }}
          />
        </Text>
      </LegalSection>

      <LegalSection title={legal('terms.changes.title')}>
        <Text>{legal('terms.changes.body')}</Text>
      </LegalSection>

      <LegalSection title={legal('terms.contact.title')}>
        <Text>
          <Trans
            t={legal}
            i18nKey="terms.contact.body"
            values={{ email: CONTACT_EMAIL }}
            components={{ mail: <Link href={`mailto:${CONTACT_EMAIL}`} colorPalette="red" /> }}
          />
        </Text>
      </LegalSection>
    </LegalPage>
  );
}
