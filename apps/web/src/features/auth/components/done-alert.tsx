import { Alert } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { focusIsAdrift } from '../../../hooks/use-page-focus';

/**
 * What a done form or button says ('Password reset...'), in the place of the form or button. That
 * control held the focus and is gone: the message takes it (so a screen reader reads it, where a
 * status added with its text may go unsaid, and the next Tab carries on from here).
 */
export function DoneAlert({ children }: { children: ReactNode }) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusIsAdrift()) alert.current?.focus();
  }, []);
  return (
    <Alert.Root ref={alert} tabIndex={-1} status="success" role="status" outline="none">
      <Alert.Indicator aria-hidden />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  );
}
