import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A section's heading inside a staff screen and the dimmed sentence under it: by default an h2 that looks like an h4
 * (a /profile section, a chart, a visit's answers); `order` and `size` for a section further down (a depot's badges).
 */
export function SectionHeading({
  title,
  intro,
  introTestId,
  order = 2,
  size = 'h4',
}: {
  title: ReactNode;
  intro: ReactNode;
  introTestId?: string;
  order?: 2 | 3 | 4;
  size?: 'h4' | 'h5';
}) {
  return (
    <>
      <Title order={order} size={size}>
        {title}
      </Title>
      <Text c="dimmed" size="sm" data-testid={introTestId}>
        {intro}
      </Text>
    </>
  );
}
