import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Flex, Spinner } from '@chakra-ui/react';
import { EmptyState, ProfileTabPanel } from '../../../features/profile';
import { loadMyRequestsList } from '../../../features/requests';

const MyRequestsList = lazy(async () => ({ default: (await loadMyRequestsList()).MyRequestsList }));

/** 'My requests': a button to the request form, then the user's requests or 'No requests found!'. */
export function ProfileRequestsPage() {
  const { t } = useTranslation();
  return (
    <ProfileTabPanel heading={t('places.myRequests')} createLabel={t('places.requestDonation')} createTo="/create-request">
      <Suspense
        fallback={
          <Flex justify="center" py="10">
            <Spinner size="lg" color="red.600" aria-label={t('common.loading')} />
          </Flex>
        }
      >
        <MyRequestsList empty={<EmptyState>{t('messages.noRequests')}</EmptyState>} />
      </Suspense>
    </ProfileTabPanel>
  );
}
