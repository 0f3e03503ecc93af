import { Image, type ImageProps } from '@chakra-ui/react';
import { useState } from 'react';

/** Shown when a user has no avatar, or when theirs fails to load (SPEC: "falls back to a default image"). */
export const DEFAULT_AVATAR_SRC = '/default-avatar.svg';

export interface UserAvatarProps extends Omit<ImageProps, 'src' | 'alt'> {
  src: string | null | undefined;
  /** Empty when a surrounding control already names it. */
  alt: string;
}

export function UserAvatar({ src, alt, boxSize = '8', ...props }: UserAvatarProps) {
  // Keyed on the source, so a new avatar gets a fresh chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : DEFAULT_AVATAR_SRC;
  return (
    <Image
      src={usable}
      alt={alt}
      boxSize={boxSize}
      borderRadius="full"
      objectFit="cover"
      bg="bg.muted"
      flexShrink={0}
      onError={() => {
        if (usable !== DEFAULT_AVATAR_SRC) setFailedSrc(usable);
      }}
      {...props}
    />
  );
}
