import { Box, Text } from '@chakra-ui/react';

export function Footer() {
  return (
    <Box as="footer" borderTopWidth="1px" py="4" px="4" textAlign="center">
      <Text fontSize="sm" color="fg.muted">
        © 2025 Redhope. All rights reserved.
      </Text>
    </Box>
  );
}
