import { Link, Text } from '@chakra-ui/react';
import { CONTACT_EMAIL, LegalList, LegalPage, LegalSection } from '../../components/legal-page';
import { useTitle } from '../../hooks/use-title';

export function PrivacyPage() {
  useTitle('Privacy policy');
  return (
    <LegalPage heading="Privacy policy">
      <Text>
        Redhope is a voluntary community that connects people in India who urgently need blood with people willing to
        donate, and shares nearby health campaigns. This policy explains what we collect, why, who can see it and the
        choices you have. We handle personal data in line with India&apos;s Digital Personal Data Protection Act, 2023.
      </Text>

      <LegalSection title="What we collect">
        <LegalList
          items={[
            'Account details: user name, email address, date of birth (to confirm you are 18 or older) and your password, which we store only as a secure hash.',
            'Profile details you choose to add: profile picture, blood group, phone number, address, district, state and pincode.',
            'Blood requests you post: the applicant name, contact details, address, pincode, blood group, reason and the date by which blood is needed.',
            'Campaigns you share: title, category, venue, pincode, date and time, description, contact number, registration link and the leaflet image.',
            'Activity needed to run the service: help offers, abuse reports, notifications and the questions you ask the health assistant.',
            'Technical data: sign-in cookies and basic server logs (IP address, browser, time of request) used for security.',
          ]}
        />
      </LegalSection>

      <LegalSection title="How we use it">
        <LegalList
          items={[
            'To show your blood requests and campaigns to the community, and to notify nearby users whose blood group can help.',
            'To tell a request owner who has offered help, and to send you notifications about your own requests and help offers.',
            'To keep accounts secure, prevent fraud and act on abuse reports.',
            'To answer your health assistant questions. Your questions are processed only to produce the answer.',
          ]}
        />
        <Text>We do not sell your personal data, we do not show advertising and we do not use third-party trackers.</Text>
      </LegalSection>

      <LegalSection title="Who can see what">
        <LegalList
          items={[
            'A blood request and a campaign are public: anyone, including visitors who are not signed in, can open and share them. Include only what a donor needs.',
            'When you offer help on a request, your name, blood group, phone number, email and address are shared only with the owner of that request, so they can contact you. Other users never see them.',
            'Your profile details are not shown publicly; other users see only your user name and picture next to your requests and help offers.',
            'We disclose data to authorities only when Indian law requires it.',
          ]}
        />
      </LegalSection>

      <LegalSection title="Cookies">
        <Text>
          We use only the cookies needed to keep you signed in. Your theme choice (light, dark or system) is kept in
          your browser&apos;s local storage and never sent to us.
        </Text>
      </LegalSection>

      <LegalSection title="Storage and retention">
        <Text>
          Your data is stored on secured servers. We keep your account while it is active. Closed requests and removed
          campaigns are kept only as long as needed to handle reports and legal obligations, then deleted.
        </Text>
      </LegalSection>

      <LegalSection title="Your rights">
        <Text>
          You can view and correct your details on your profile at any time. You can ask us for a copy of your data, for
          its correction or erasure, or withdraw your consent by closing your account. Write to us and we will respond
          within 30 days.
        </Text>
      </LegalSection>

      <LegalSection title="Children">
        <Text>Redhope is only for adults aged 18 or older. We do not knowingly collect data from children.</Text>
      </LegalSection>

      <LegalSection title="Changes to this policy">
        <Text>
          If we change this policy we will update the effective date above and, for important changes, notify you in the
          app.
        </Text>
      </LegalSection>

      <LegalSection title="Contact and grievances">
        <Text>
          For questions, complaints or data requests, email{' '}
          <Link href={`mailto:${CONTACT_EMAIL}`} colorPalette="red">
            {CONTACT_EMAIL}
          </Link>
          . You can also use &apos;Report abuse&apos; on any request or campaign.
        </Text>
      </LegalSection>
    </LegalPage>
  );
}
