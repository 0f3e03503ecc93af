import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * "District and state filled in from pincode ..." under a form's pincode fields (usePincodeFill's
 * `filledFrom`). The live region is always in the page, empty until it has something to say: a
 * region added with its text is not announced.
 */
export function PincodeFilledStatus({ filledFrom }: { filledFrom: string | null }) {
  const { t } = useTranslation('common');
  return (
    <Text role="status" fontSize="sm" color="fg.muted">
      {filledFrom ? t('pincodeFilled', { pincode: filledFrom }) : ''}
    </Text>
  );
}
