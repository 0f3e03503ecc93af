import { Button, Flex, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { IMAGE_MAX_BYTES } from '@redhope/domain';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { PencilIcon } from '../../../components/ui/icons';
import { UserAvatar } from '../../../components/user-avatar';
import { useAuth, type AuthUser } from '../../../hooks/use-auth';
import { toastFailure } from '../../../lib/errors';
import { api } from '../../../lib/rest';
import { AvatarCropDialog } from './avatar-crop-dialog';

export interface AvatarEditorProps {
  user: AuthUser;
}

/** The REST route of the avatar upload (multipart, field `avatar`). */
export const UPDATE_AVATAR_PATH = '/user/update-avatar';

/**
 * The avatar and 'Change photo': an image of at most 10mb ('Image size must be within 10mb',
 * before any upload), cropped square in a popup and uploaded as a JPEG. The user is loaded again
 * afterwards, so the navbar and the profile show the new avatar without a reload.
 */
export function AvatarEditor({ user }: AvatarEditorProps) {
  const { t } = useTranslation(['profile', 'common']);
  const { refetchUser } = useAuth();
  const input = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<string | null>(null);
  const [open, setOpen] = useState(false);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a cancel.
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast.error(t('edit.notAnImage'));
      return;
    }
    if (file.size > IMAGE_MAX_BYTES) {
      toast.error(t('common:validation.avatarTooLarge'));
      return;
    }
    setSource(URL.createObjectURL(file));
    setOpen(true);
  };

  const upload = async (file: File): Promise<boolean> => {
    const body = new FormData();
    body.append('avatar', file, file.name);
    try {
      await api.patch(UPDATE_AVATAR_PATH, body);
    } catch (error) {
      toastFailure(error, { fallback: 'avatarFailed' });
      return false;
    }
    await refetchUser().catch(() => undefined);
    toast.success(t('common:messages.avatarUpdated'));
    return true;
  };

  return (
    <Flex direction={{ base: 'column', sm: 'row' }} align="center" gap={{ base: '3', sm: '5' }}>
      <UserAvatar src={user.avatar} alt={t('avatar', { userName: user.userName })} boxSize={{ base: '24', md: '28' }} />
      <Stack gap="2" align={{ base: 'center', sm: 'flex-start' }}>
        <VisuallyHidden asChild>
          <input ref={input} type="file" accept="image/*" tabIndex={-1} aria-hidden="true" onChange={choose} data-testid="avatar-input" />
        </VisuallyHidden>
        <Button variant="outline" size="sm" onClick={() => input.current?.click()}>
          <PencilIcon />
          {t('edit.changePhoto')}
        </Button>
        <Text fontSize="sm" color="fg.muted">
          {t('edit.photoHint')}
        </Text>
      </Stack>
      <AvatarCropDialog
        source={source}
        open={open}
        onOpenChange={setOpen}
        onCropped={upload}
        onExitComplete={() => {
          if (source) URL.revokeObjectURL(source);
          setSource(null);
        }}
      />
    </Flex>
  );
}
