import { Box, Heading, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export interface EditSectionProps {
  heading: string;
  /** The section's anchor (/profile-edit#health), for links that say what to add where. */
  id?: string;
  /** One line under the heading, when the section needs explaining. */
  intro?: string;
  children: ReactNode;
}

/** One card of the edit page: a landmark named by its heading, saved on its own. */
export function EditSection({ heading, id, intro, children }: EditSectionProps) {
  const headingId = useId();
  return (
    <Box as="section" id={id} scrollMarginTop="20" aria-labelledby={headingId} borderWidth="1px" borderRadius="xl" bg="bg.panel" p={{ base: '4', md: '6' }}>
      <Heading as="h2" id={headingId} size="lg" mb={intro ? '1' : '4'}>
        {heading}
      </Heading>
      {intro && (
        <Text color="fg.muted" fontSize="sm" mb="4">
          {intro}
        </Text>
      )}
      {children}
    </Box>
  );
}
