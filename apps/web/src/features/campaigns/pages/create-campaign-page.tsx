import { Container, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useTitle } from '../../../hooks/use-title';
import { CampaignForm } from '../components/campaign-form';

/** Guarded (RequireAuth in the route table). */
export function CreateCampaignPage() {
  const { t } = useTranslation(['campaigns', 'common']);
  useTitle(t('common:places.contributeCampaign'));
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} mb="2">
        {t('common:placeholders.createCampaign')}
      </Heading>
      <Text color="fg.muted" mb="8">
        {t('form.intro')}
      </Text>
      <CampaignForm />
    </Container>
  );
}
