import { VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MyDonations } from '../../../features/profile';

/** 'My donations': the donor's record, the next day they may give, and adding a donation by hand. */
export function ProfileDonationsPage() {
  const { t } = useTranslation('common');
  return (
    <section aria-labelledby="donations-panel-heading">
      <VisuallyHidden asChild>
        <h2 id="donations-panel-heading">{t('places.myDonations')}</h2>
      </VisuallyHidden>
      <MyDonations />
    </section>
  );
}
