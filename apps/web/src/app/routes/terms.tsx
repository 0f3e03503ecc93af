import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { CONTACT_EMAIL, LegalList, LegalPage, LegalSection } from '../../components/legal-page';
import { useTitle } from '../../hooks/use-title';

export function TermsPage() {
  useTitle('Terms & conditions');
  return (
    <LegalPage heading="Terms & conditions">
      <Text>
        These terms apply to everyone who uses Redhope. By creating an account or using the service you agree to them.
      </Text>

      <LegalSection title="Who can use Redhope">
        <Text>
          You must be 18 or older and able to enter a binding agreement under Indian law. One person, one account; keep
          your password private and tell us if you think your account has been misused.
        </Text>
      </LegalSection>

      <LegalSection title="Voluntary donation only">
        <LegalList
          items={[
            'Redhope exists for voluntary, unpaid blood donation. Buying or selling blood, and paid (professional) donation, are banned in India and forbidden here.',
            'Never ask for or offer money, gifts or favours in return for blood. Report anyone who does.',
            'Blood must be donated and received through a licensed blood bank or hospital, which decides whether a donor is eligible and tests every unit.',
          ]}
        />
      </LegalSection>

      <LegalSection title="Requests, help and campaigns">
        <LegalList
          items={[
            'Post a blood request only for a real, current need, and keep its details correct. Mark it fulfilled or cancel it when it is no longer needed.',
            'Offer help only if you intend to donate. When you do, your contact details are shared with the request owner.',
            'Share only genuine health campaigns with accurate date, place and organiser details. Leaflets must be yours to share.',
            'Do not post content that is false, abusive, discriminatory, sexual, or that reveals another person\'s private data without consent.',
          ]}
        />
      </LegalSection>

      <LegalSection title="Not medical advice">
        <Text>
          Redhope, including the health assistant Jyoti, gives general information only. It is not a diagnosis or a
          substitute for a doctor. In an emergency, call 112 or go to the nearest hospital.
        </Text>
      </LegalSection>

      <LegalSection title="Our role and liability">
        <Text>
          Redhope is a platform that connects people; it does not collect, store, test or supply blood, and it cannot
          verify every request, offer or campaign. We are not responsible for arrangements made between users. To the
          extent the law allows, the service is provided as is.
        </Text>
      </LegalSection>

      <LegalSection title="Suspension">
        <Text>
          We may remove content and suspend or close accounts that break these terms, for example after confirmed abuse
          reports.
        </Text>
      </LegalSection>

      <LegalSection title="Privacy">
        <Text>
          How we handle your data is described in our{' '}
          <Link asChild colorPalette="red">
            <RouterLink to="/privacy">Privacy policy</RouterLink>
          </Link>
          .
        </Text>
      </LegalSection>

      <LegalSection title="Changes and governing law">
        <Text>
          We may update these terms and will change the effective date above when we do. These terms are governed by the
          laws of India.
        </Text>
      </LegalSection>

      <LegalSection title="Contact">
        <Text>
          Questions about these terms:{' '}
          <Link href={`mailto:${CONTACT_EMAIL}`} colorPalette="red">
            {CONTACT_EMAIL}
          </Link>
          .
        </Text>
      </LegalSection>
    </LegalPage>
  );
}
