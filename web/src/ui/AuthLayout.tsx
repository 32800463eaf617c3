import { Anchor, Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../app/paths';
import { BrandMark } from './BrandMark';

/**
 * The frame of the login, forgot-password and reset-password pages: a centred card, and under it what the page adds
 * (`below`: the sign-in pages' language picker, issue 39).
 */
export function AuthLayout({
  title,
  subtitle,
  children,
  below,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  below?: ReactNode;
}) {
  return (
    <Center mih="100dvh" bg="gray.0" px={{ base: 'sm', xs: 'md' }} py="xl">
      <Box w="100%" maw={440}>
        <Stack gap="lg">
          <Center>
            <Anchor component={Link} to={paths.home} underline="never" c="inherit" data-testid="brand-home">
              <BrandMark />
            </Anchor>
          </Center>
          <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', xs: 'xl' }}>
            <Stack gap="lg">
              <Stack gap={4}>
                <Title order={1} size="h2">
                  {title}
                </Title>
                {subtitle ? (
                  <Text c="dimmed" size="sm">
                    {subtitle}
                  </Text>
                ) : null}
              </Stack>
              {children}
            </Stack>
          </Paper>
          {below ? <Center>{below}</Center> : null}
        </Stack>
      </Box>
    </Center>
  );
}
