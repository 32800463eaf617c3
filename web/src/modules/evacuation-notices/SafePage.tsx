import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Center, Container, Loader, Paper, Stack, Text, Title, useDirection } from '@mantine/core';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { RTL_LANGUAGES, isLanguage } from '@contracts/languages';
import { localErrors } from '../../app/apollo';
import { graphQLErrorText } from '../auth/errors';
import { setLanguage, useLanguage } from '../../i18n/core';
import { kt } from '../../i18n/kiosk';
import { sft } from '../../i18n/safe';
import { MarkSelfSafeDocument, SafeLinkDocument } from './documents';

/**
 * The page an "I am safe" link opens (issue 39), on the person's phone, in the language their kiosk spoke: where to
 * go, and one big button that marks them safe on the roll-call at once. Shows what happened when opened again.
 */
export function SafePage() {
  const { token = '' } = useParams();
  const lng = useLanguage();
  const { setDirection } = useDirection();
  const read = useQuery(SafeLinkDocument, { variables: { token }, context: localErrors, fetchPolicy: 'network-only' });
  const [mark, marking] = useMutation(MarkSelfSafeDocument, { context: localErrors });
  const link = marking.data?.markSelfSafe ?? read.data?.safeLink;
  const wanted = link?.language && isLanguage(link.language) ? link.language : 'en';
  useEffect(() => {
    void setLanguage(wanted);
  }, [wanted]);
  useEffect(() => setDirection(RTL_LANGUAGES.includes(lng) ? 'rtl' : 'ltr'), [lng, setDirection]);

  const error = marking.error ?? read.error;
  const markedAt = link?.markedAt ? new Date(link.markedAt).toLocaleTimeString(lng, { hour: '2-digit', minute: '2-digit' }) : '';
  return (
    <Center mih="100dvh" bg="red.0" px="md">
      <Container size={520} py="xl" w="100%">
        <Paper
          withBorder
          radius="lg"
          p={{ base: 'md', sm: 'xl' }}
          shadow="sm"
          data-testid="safe-page"
          data-state={link?.state ?? (error ? 'ERROR' : 'LOADING')}
        >
          {!link && !error ? (
            <Center py="xl">
              <Loader aria-label={kt('loading')} />
            </Center>
          ) : null}
          {!link && error ? (
            <Alert color="red" variant="light" data-testid="safe-error">
              <Text size="lg">{graphQLErrorText(error) ?? sft('safeInvalid')}</Text>
            </Alert>
          ) : null}
          {link ? (
            <Stack gap="lg">
              <Title order={1} size="h2" c="red.9">
                {sft('safeTitle', { depot: `${link.tenantName} ${link.depotCode}` })}
              </Title>
              <Text size="xl" fw={700} dir="auto" data-testid="safe-assembly-point">
                {link.assemblyPoint ? sft('safeGoTo', { point: link.assemblyPoint }) : sft('safeGoToUnset')}
              </Text>
              {link.state === 'OPEN' ? (
                <>
                  <Text size="lg">{sft('safeAsk', { name: link.firstName })}</Text>
                  <Button
                    size="xl"
                    color="green.9"
                    fullWidth
                    h="auto"
                    py="md"
                    styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
                    loading={marking.loading}
                    onClick={() => void mark({ variables: { token } }).catch(() => undefined)}
                    data-testid="safe-button"
                  >
                    {sft('safeButton')}
                  </Button>
                  {marking.error ? (
                    <Alert color="red" variant="light" data-testid="safe-error">
                      {graphQLErrorText(marking.error) ?? sft('safeInvalid')}
                    </Alert>
                  ) : null}
                </>
              ) : null}
              {link.state === 'SAFE' ? (
                <Alert color="green" variant="light" data-testid="safe-done">
                  <Text size="lg">{sft('safeDone', { name: link.firstName, time: markedAt })}</Text>
                </Alert>
              ) : null}
              {link.state === 'ENDED' ? (
                <Alert color="gray" variant="light" data-testid="safe-ended">
                  <Text size="lg">{sft('safeEnded')}</Text>
                </Alert>
              ) : null}
            </Stack>
          ) : null}
        </Paper>
      </Container>
    </Center>
  );
}
