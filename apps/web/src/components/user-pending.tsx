import { Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../hooks/use-auth';
import { SectionLoadFailed } from './load-failed';
import { LoadingSpinner } from './loading-spinner';

/**
 * What a page shows while it waits for the signed-in user: a loader, or, when the user could not
 * be read, that it failed with Try again (a failed read is not retried by itself: the loader
 * would turn forever and the page, a request form say, would never open).
 */
export function UserPending({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  const { userFailed, refetchUser } = useAuth();
  if (!userFailed) {
    return (
      <Flex justify="center" py="10">
        <LoadingSpinner size="lg" label={label ?? t('loading')} />
      </Flex>
    );
  }
  return <SectionLoadFailed message={t('userFailed')} retry={refetchUser} />;
}
