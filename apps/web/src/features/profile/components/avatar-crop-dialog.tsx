import { Box, Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { AVATAR_ASPECT_RATIO } from '@redhope/domain';
import { cropToJpegFile } from '../lib/crop';

/** The popup's close animation (the product's popups close in 300 ms). */
const CLOSE_ANIMATION = { animationDuration: '300ms' } as const;

export interface AvatarCropDialogProps {
  /** An object URL of the chosen image; null when none is chosen. */
  source: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Uploads the cropped JPEG; resolves true when done (the popup then closes). */
  onCropped: (file: File) => Promise<boolean>;
  /** After the close animation: the image may be let go. */
  onExitComplete: () => void;
}

/**
 * The crop popup: a 1:1 frame over the image, moved by dragging or by the arrow keys, and a zoom
 * slider. Saving cuts the square out as a JPEG and hands it on; Escape or Cancel closes it.
 */
export function AvatarCropDialog({ source, open, onOpenChange, onCropped, onExitComplete }: AvatarCropDialogProps) {
  const { t, i18n } = useTranslation(['profile', 'common']);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const zoomId = useId();

  const save = async () => {
    if (!source || !area) return;
    setBusy(true);
    try {
      let file: File;
      try {
        file = await cropToJpegFile(source, area);
      } catch {
        toast.error(t('common:messages.avatarFailed'));
        return;
      }
      if (await onCropped(file)) onOpenChange(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!busy) onOpenChange(details.open);
      }}
      onExitComplete={() => {
        setCrop({ x: 0, y: 0 });
        setZoom(1);
        setArea(null);
        onExitComplete();
      }}
      lazyMount
      unmountOnExit
      placement="center"
      size="md"
    >
      <Portal>
        <Dialog.Backdrop _closed={CLOSE_ANIMATION} />
        <Dialog.Positioner>
          <Dialog.Content _closed={CLOSE_ANIMATION}>
            <Dialog.Header>
              <Dialog.Title>{t('edit.cropTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Dialog.Description fontSize="sm" color="fg.muted">
                  {t('edit.cropHint')}
                </Dialog.Description>
                <Box position="relative" h={{ base: '72', sm: '80' }} bg="gray.900" borderRadius="md" overflow="hidden">
                  {source && (
                    <Cropper
                      image={source}
                      crop={crop}
                      zoom={zoom}
                      aspect={AVATAR_ASPECT_RATIO}
                      onCropChange={setCrop}
                      onZoomChange={setZoom}
                      onCropComplete={(_, pixels) => setArea(pixels)}
                      cropperProps={{ role: 'group', 'aria-label': t('edit.cropArea') }}
                    />
                  )}
                </Box>
                <Stack gap="1">
                  <Text asChild fontSize="sm" fontWeight="medium">
                    <label htmlFor={zoomId}>{t('edit.zoom')}</label>
                  </Text>
                  <input
                    id={zoomId}
                    type="range"
                    min={1}
                    max={3}
                    step={0.05}
                    value={zoom}
                    // Read as a percentage ("105%"), not the raw factor ("1.05").
                    aria-valuetext={new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 }).format(zoom)}
                    onChange={(event) => setZoom(Number(event.target.value))}
                    style={{ width: '100%', accentColor: 'var(--chakra-colors-red-600)' }}
                  />
                </Stack>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={busy}>
                  {t('edit.cancel')}
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={busy} loadingText={t('edit.uploading')} disabled={!area} onClick={() => void save()}>
                {t('edit.savePhoto')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
