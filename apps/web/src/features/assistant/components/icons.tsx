import type { IconProps } from '../../../components/ui/icons';

// Decorative only: the button around each icon carries the accessible name.
function ChatIcon({ children, ...props }: IconProps) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** Jyoti's speech bubble with a spark (the navbar's assistant icon, kept here so this chunk needs nothing of the first load's icons). */
export function JyotiIcon(props: IconProps) {
  return (
    <ChatIcon {...props}>
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
      <path d="M12 8.5l.9 1.9 1.9.9-1.9.9-.9 1.9-.9-1.9-1.9-.9 1.9-.9z" fill="currentColor" />
    </ChatIcon>
  );
}

export function CopyIcon(props: IconProps) {
  return (
    <ChatIcon {...props}>
      <rect x="9" y="9" width="13" height="13" rx="2" />
      <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
    </ChatIcon>
  );
}

export function RestartIcon(props: IconProps) {
  return (
    <ChatIcon {...props}>
      <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
      <path d="M3 3v5h5" />
    </ChatIcon>
  );
}

export function SendIcon(props: IconProps) {
  return (
    <ChatIcon {...props}>
      <path d="M22 2L11 13" />
      <path d="M22 2l-7 20-4-9-9-4z" />
    </ChatIcon>
  );
}
