import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Center, Container, Loader, Paper, Text, useDirection } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { RTL_LANGUAGES, isLanguage } from '@contracts/languages';
import { localErrors } from '../../app/apollo';
import { graphQLErrorText } from '../auth/errors';
import { setLanguage, useLanguage } from '../../i18n/core';
import { kt } from '../../i18n/kiosk';
import { translateMessage } from '../../i18n/messages';
import { pat } from '../../i18n/preArrival';
import { PreArrivalDocument, SubmitPreArrivalDocument } from './documents';
import { PreArrivalForm } from './PreArrivalForm';
import type { View } from './PreArrivalParts';

/**
 * The pre-arrival page (issue 38): the booking's details read-only, the car registration typed (the planned kiosk
 * path's one field), the tenant's rules and questions of the version in force (each ticked or answered), and the
 * signature when the booking asks for one. Sent as a whole; opened again before arrival it shows what was given and
 * may be changed. The server checks everything again (the kiosk's rules); its refusals are shown in the language.
 */
export function PreArrivalScreen() {
  const { token = '' } = useParams();
  const lng = useLanguage();
  const { setDirection } = useDirection();
  const read = useQuery(PreArrivalDocument, { variables: { token }, context: localErrors, fetchPolicy: 'network-only' });
  const [send, sending] = useMutation(SubmitPreArrivalDocument, { context: localErrors });
  const sent = sending.data?.submitPreArrival;
  // Issue 38: a course passed or a document uploaded reads the link again (newer than the last submit's answer).
  const [fresh, setFresh] = useState<View | null>(null);
  const view: View | undefined = fresh ?? sent ?? read.data?.preArrival ?? undefined;
  const reread = () =>
    void read.refetch().then(
      (r) => setFresh(r.data?.preArrival ?? null),
      () => undefined,
    );
  // The e-mail's language (its link says it, ?lang=), else the visitor's last kiosk language, else English.
  const [params] = useSearchParams();
  const asked = params.get('lang');
  const wanted = asked && isLanguage(asked) ? asked : view?.language && isLanguage(view.language) ? view.language : 'en';
  useEffect(() => {
    void setLanguage(wanted);
  }, [wanted]);
  useEffect(() => setDirection(RTL_LANGUAGES.includes(lng) ? 'rtl' : 'ltr'), [lng, setDirection]);

  const error = read.error;
  return (
    <Center mih="100dvh" bg="gray.0" px={{ base: 'xs', sm: 'md' }}>
      <Container size={720} py="xl" w="100%" px={0}>
        <Paper
          withBorder
          radius="lg"
          p={{ base: 'md', sm: 'xl' }}
          shadow="sm"
          data-testid="prearrival-page"
          data-state={view ? (view.completedAt ? 'DONE' : 'OPEN') : error ? 'ERROR' : 'LOADING'}
        >
          {!view && !error ? (
            <Center py="xl">
              <Loader aria-label={kt('loading')} />
            </Center>
          ) : null}
          {!view && error ? (
            <Alert color="red" variant="light" data-testid="prearrival-error">
              <Text size="lg">{translateMessage(graphQLErrorText(error) ?? pat('invalid'))}</Text>
            </Alert>
          ) : null}
          {view ? (
            <PreArrivalForm
              key={view.versionId}
              view={view}
              token={token}
              lng={lng}
              busy={sending.loading}
              saved={!!sent}
              error={sending.error ? translateMessage(graphQLErrorText(sending.error) ?? pat('invalid')) : null}
              onSubmit={(input) => {
                setFresh(null);
                void send({ variables: { input: { token, ...input } } }).catch(() => undefined);
              }}
              onChanged={reread}
            />
          ) : null}
        </Paper>
      </Container>
    </Center>
  );
}
