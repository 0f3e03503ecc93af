import { Box, Spinner, type SpinnerProps } from '@chakra-ui/react';
import { useId } from 'react';

export interface LoadingSpinnerProps {
  /** What is loading, said by screen readers ('Loading campaigns'). */
  label: string;
  size?: SpinnerProps['size'];
  alignSelf?: SpinnerProps['alignSelf'];
}

/**
 * The app's loader: a spinner in a status region that says what is loading as text. Chakra's
 * Spinner is a plain span, and a name (aria-label) on a plain span is not read by screen readers:
 * the loaders were silent.
 */
export function LoadingSpinner({ label, size, alignSelf }: LoadingSpinnerProps) {
  const textId = useId();
  return (
    <Box as="span" role="status" aria-labelledby={textId} display="inline-flex" alignSelf={alignSelf}>
      <Spinner size={size} color="red.600" aria-hidden="true" />
      <Box as="span" id={textId} srOnly>
        {label}
      </Box>
    </Box>
  );
}
