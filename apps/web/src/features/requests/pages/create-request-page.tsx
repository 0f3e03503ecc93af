import { Box, Container, Heading, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../../../hooks/use-auth';
import { useTitle } from '../../../hooks/use-title';
import { RequestForm } from '../components/request-form';
import { repostFromState } from '../repost';
import { UserPending } from '../../../components/user-pending';

/**
 * Guarded (/create-request): 'Request for a Blood donation'; the form starts empty (see RequestForm),
 * from the draft kept in this tab, or, after "Post again", from the closed request (router state).
 */
export function CreateRequestPage() {
  const { t } = useTranslation(['requests', 'common']);
  const { user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  // Read once: the prefill becomes the draft, and leaves the history entry so that coming back
  // (after "Learn more") restores what was typed since rather than the prefill again.
  const [prefill] = useState(() => repostFromState(location.state));
  const { pathname, search, state } = location;
  useEffect(() => {
    if (prefill && state !== null) void navigate({ pathname, search }, { replace: true, state: null });
  }, [prefill, state, pathname, search, navigate]);
  useTitle(t('common:places.requestDonation'));
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} mb="1">
        {t('form.heading')}
      </Heading>
      <Text color="fg.muted" mb="6">
        {prefill ? t('repost.intro') : t('form.intro')}
      </Text>
      <Box borderWidth="1px" borderRadius="xl" bg="bg.panel" p={{ base: '4', md: '8' }} shadow="sm">
        {user ? (
          <RequestForm user={user} prefill={prefill} />
        ) : (
          <UserPending />
        )}
      </Box>
    </Container>
  );
}
