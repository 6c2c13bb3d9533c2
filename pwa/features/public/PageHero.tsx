import { Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Title block at the top of each marketing page. */
export function PageHero({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Container size="lg" pt={48} pb={24}>
      <Title order={1} ta="center">
        {title}
      </Title>
      {children && (
        <Text c="dimmed" ta="center" maw={680} mx="auto" mt="sm" size="lg">
          {children}
        </Text>
      )}
    </Container>
  );
}
