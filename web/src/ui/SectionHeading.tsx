import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A section's heading inside a staff screen (an h2 that looks like an h4: a /profile section, a chart, a visit's
 * answers) and the dimmed sentence under it.
 */
export function SectionHeading({ title, intro, introTestId }: { title: ReactNode; intro: ReactNode; introTestId?: string }) {
  return (
    <>
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text c="dimmed" size="sm" data-testid={introTestId}>
        {intro}
      </Text>
    </>
  );
}
