import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../components/page-placeholder';
import { useTitle } from '../../hooks/use-title';

export function ProfileEditPage() {
  const { t } = useTranslation();
  useTitle(t('places.editProfile'));
  return <PagePlaceholder heading={t('placeholders.profileEdit')} />;
}
