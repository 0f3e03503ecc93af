import { Container, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface PagePlaceholderProps {
  heading: string;
  children?: ReactNode;
}

/** Stands in for a screen that a later issue builds; keeps the route, heading and title real. */
export function PagePlaceholder({ heading, children }: PagePlaceholderProps) {
  const { t } = useTranslation('common');
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} mb="4">
        {heading}
      </Heading>
      {children ?? <Text color="fg.muted">{t('comingSoon')}</Text>}
    </Container>
  );
}
