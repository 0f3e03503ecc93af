import { Heading, Text } from '@chakra-ui/react';

export function ProfileContributionsPage() {
  return (
    <section aria-labelledby="my-contributions-heading">
      <Heading as="h2" id="my-contributions-heading" size="lg" mb="3">
        My contributions
      </Heading>
      <Text color="fg.muted">No campaigns found!</Text>
    </section>
  );
}
