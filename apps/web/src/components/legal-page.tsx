import { Container, Heading, List, Stack, Text } from '@chakra-ui/react';
import { POLICY_EFFECTIVE_DATE } from '@redhope/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Where users reach the team about their data, abuse or these terms. */
export const CONTACT_EMAIL = 'support@redhope.in';

export interface LegalPageProps {
  heading: string;
  children: ReactNode;
}

export function LegalPage({ heading, children }: LegalPageProps) {
  const { t } = useTranslation('legal');
  return (
    <Container as="article" maxW="3xl" py={{ base: '6', md: '10' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="2">
        {heading}
      </Heading>
      <Text color="fg.muted" mb="8">
        {t('effectiveDate', { date: POLICY_EFFECTIVE_DATE })}
      </Text>
      <Stack gap="6">{children}</Stack>
    </Container>
  );
}

export interface LegalSectionProps {
  title: string;
  children: ReactNode;
}

export function LegalSection({ title, children }: LegalSectionProps) {
  return (
    <Stack as="section" gap="3">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

export interface LegalListProps {
  items: readonly string[];
}

export function LegalList({ items }: LegalListProps) {
  return (
    <List.Root ps="5" gap="2">
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List.Root>
  );
}
