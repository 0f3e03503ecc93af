import { Alert, Container, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { SectionLoadFailed } from '../../../components/load-failed';
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../../hooks/use-auth';
import { useTitle } from '../../../hooks/use-title';
import { UnsavedChanges } from '../../../components/form';
import { REDIRECT_PARAM, safeRedirectTarget } from '../../../lib/redirect';
import { AlertPreferencesForm } from '../components/alert-preferences-form';
import { AvatarEditor } from '../components/avatar-editor';
import { ContactForm } from '../components/contact-form';
import { DeviceSection } from '../components/device-section';
import { EditSection } from '../components/edit-section';
import { GeneralForm } from '../components/general-form';
import { BloodGroupForm, DonorSettingsForm } from '../components/health-forms';
import { PasswordForm } from '../components/password-form';
import { PrivacySection } from '../components/privacy-section';
import { ProfileEditQuery } from '../profile-edit.graphql';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { UserPending } from '../../../components/user-pending';

/**
 * 'Update your profile' (guarded): the avatar, then General, Health (blood group, donation, alert preferences), Contact, Change password, This
 * device (alerts, install) and Privacy, each saved on its own. Every save answers with the user,
 * which Apollo's cache shares with the navbar, the completion banner and the profile page: they
 * follow without a reload. Which sections hold changes not saved yet is shown while any does, and
 * leaving the page asks first (UnsavedChanges).
 */
export function ProfileEditPage() {
  const { t, i18n } = useTranslation(['profile', 'common']);
  useTitle(t('common:places.editProfile'));
  const { user } = useAuth();
  const { data, error, refetch } = useQuery(ProfileEditQuery);
  const me = data?.me;
  const navigate = useNavigate();
  const { hash } = useLocation();
  // Sent here to add what helping needs (?to=/request/...): back there once the profile has it.
  const [searchParams] = useSearchParams();
  const returnTo = searchParams.has(REDIRECT_PARAM) ? safeRedirectTarget(searchParams.get(REDIRECT_PARAM)) : null;
  const complete = Boolean(user?.isBloodGroupAdded && user?.isContactInfoFilled);
  const wasComplete = useRef<boolean | null>(null);
  useEffect(() => {
    if (!user) return;
    if (returnTo && wasComplete.current === false && complete) void navigate(returnTo);
    wasComplete.current = complete;
  }, [user, complete, returnTo, navigate]);
  // The section a link named (#health, #contact), once the page is there.
  const ready = Boolean(user && me);
  useEffect(() => {
    if (!ready || !hash) return;
    const section = document.getElementById(hash.slice(1));
    section?.scrollIntoView?.({ block: 'start' });
    section?.querySelector<HTMLElement>('input, select, button')?.focus();
  }, [ready, hash]);

  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="2" mb="6">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {t('common:placeholders.profileEdit')}
        </Heading>
        <Text color="fg.muted">
          <Link asChild color="inherit" textDecoration="underline">
            <RouterLink to="/profile">{t('edit.backToProfile')}</RouterLink>
          </Link>
        </Text>
      </Stack>
      {returnTo && !complete && (
        <Alert.Root status="info" borderRadius="lg" mb="6">
          <Alert.Indicator aria-hidden />
          <Alert.Title>{t('edit.returnAfterSaving')}</Alert.Title>
        </Alert.Root>
      )}
      {!user ? (
        <UserPending label={t('loading')} />
      ) : !me && error ? (
        // Not an endless loader: say the details could not be read, and offer to ask again.
        <SectionLoadFailed message={t('edit.loadFailed')} retry={refetch} />
      ) : !me ? (
        <Flex justify="center" py="10">
          <LoadingSpinner size="lg" label={t('loading')} />
        </Flex>
      ) : (
        <UnsavedChanges
          key={user.id}
          join={(sections) => new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(sections)}
          texts={{
            notice: (sections) => t('edit.unsaved', { sections }),
            leaveTitle: t('edit.leaveTitle'),
            leaveBody: (sections) => t('edit.leaveBody', { sections }),
            stay: t('edit.stay'),
            leave: t('edit.leave'),
          }}
        >
          <Stack gap={{ base: '4', md: '6' }}>
            <EditSection heading={t('edit.photo')}>
              <AvatarEditor user={user} />
            </EditSection>
            <EditSection heading={t('edit.general')}>
              <GeneralForm user={user} />
            </EditSection>
            <EditSection heading={t('edit.health')} id="health">
              <Stack gap="6">
                <BloodGroupForm user={user} />
                <DonorSettingsForm donor={me} />
                <AlertPreferencesForm donor={me} />
              </Stack>
            </EditSection>
            <EditSection heading={t('edit.contact')} id="contact">
              <ContactForm user={user} />
            </EditSection>
            <EditSection heading={t('edit.changePassword')}>
              <PasswordForm />
            </EditSection>
            <EditSection heading={t('device.heading')} intro={t('device.intro')}>
              <DeviceSection />
            </EditSection>
            <EditSection heading={t('edit.privacy')} intro={t('edit.privacyIntro')}>
              <PrivacySection />
            </EditSection>
          </Stack>
        </UnsavedChanges>
      )}
    </Container>
  );
}
