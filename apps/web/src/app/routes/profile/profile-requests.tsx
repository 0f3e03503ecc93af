import { Heading, Text } from '@chakra-ui/react';

export function ProfileRequestsPage() {
  return (
    <section aria-labelledby="my-requests-heading">
      <Heading as="h2" id="my-requests-heading" size="lg" mb="3">
        My requests
      </Heading>
      <Text color="fg.muted">No requests found!</Text>
    </section>
  );
}
