import { PagePlaceholder } from '../../components/page-placeholder';
import { useTitle } from '../../hooks/use-title';

export function ProfileEditPage() {
  useTitle('Edit profile');
  return <PagePlaceholder heading="Update your profile" />;
}
