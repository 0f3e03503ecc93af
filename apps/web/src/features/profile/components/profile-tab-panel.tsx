import { Button, Flex, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PlusIcon } from '../../../components/ui/icons';

export interface ProfileTabPanelProps {
  /** The tab's name, as a heading for assistive technology (the tab link shows it visually). */
  heading: string;
  createLabel: string;
  createTo: string;
  /** The list, or its empty state. */
  children: ReactNode;
}

export function ProfileTabPanel({ heading, createLabel, createTo, children }: ProfileTabPanelProps) {
  const headingId = `${createTo.slice(1)}-panel-heading`;
  return (
    <section aria-labelledby={headingId}>
      <VisuallyHidden asChild>
        <h2 id={headingId}>{heading}</h2>
      </VisuallyHidden>
      <Flex justify="flex-end" mb="4">
        <Button asChild colorPalette="red" size="sm">
          <RouterLink to={createTo}>
            <PlusIcon />
            {createLabel}
          </RouterLink>
        </Button>
      </Flex>
      {children}
    </section>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Text color="fg.muted" textAlign="center" py="10" px="4" borderWidth="1px" borderStyle="dashed" borderRadius="lg">
      {children}
    </Text>
  );
}
