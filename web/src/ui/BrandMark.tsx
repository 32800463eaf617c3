import { Group, Text, ThemeIcon } from '@mantine/core';
import { shellWords } from '../app/shellWords';

/** The product's mark: a small depot glyph and the name. */
/** `compact`: the name is hidden on phones, leaving the glyph (the staff header). */
export function BrandMark({ size = 'md', compact = false }: { size?: 'md' | 'lg'; compact?: boolean }) {
  const icon = size === 'lg' ? 56 : 34;
  return (
    <Group gap="sm" wrap="nowrap">
      <ThemeIcon size={icon} radius="md" aria-hidden>
        <svg width={icon * 0.6} height={icon * 0.6} viewBox="0 0 24 24" fill="currentColor">
          <path d="M3 10.5 12 4l9 6.5V20H3z" opacity="0.95" />
          <rect x="9.5" y="13" width="5" height="7" rx="0.8" fill="var(--mantine-primary-color-filled)" />
        </svg>
      </ThemeIcon>
      <Text fw={700} fz={size === 'lg' ? 28 : 'lg'} lh={1.1} style={{ whiteSpace: 'nowrap' }} visibleFrom={compact ? 'xs' : undefined}>
        {shellWords.productName}
      </Text>
    </Group>
  );
}
