import { Card, Text } from "@mantine/core";

/** The shelf has no e-book yet (home's E-Books tab and /ebooks), in the product's words. */
export function NoEbooks() {
  return (
    <Card ta="center">
      <Text fw={700}>No e-books available</Text>
      <Text c="dimmed" size="sm" mt={4}>
        Check back later for new releases
      </Text>
    </Card>
  );
}
