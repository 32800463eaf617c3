import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Messages } from '../../i18n/serverMessages';
import { localErrors } from '../../app/apollo';
import { toastSuccess } from '../../app/notify';
import { graphQLErrorText } from '../auth/errors';
import { countTotal } from './counts';
import { DataSubjectDocument, EraseDataSubjectDocument, ExportDataSubjectDocument, RetentionDocument } from './documents';
import { download } from './download';
import { st } from '../../i18n/staff';

/**
 * The data subject panel's state (issue 25): the e-mail typed and the one looked up, the people found, and the
 * export (a JSON file saved) and erasure (after a confirmation), each with its error.
 */
export function useDataSubject(tenantId: string) {
  const [draft, setDraft] = useState('');
  const [email, setEmail] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** What is wrong with the address typed, shown at the field (issue 36). */
  const [emailError, setEmailError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'export' | 'erase' | null>(null);
  const { data, loading, refetch } = useQuery(DataSubjectDocument, {
    variables: { input: { tenantId, email: email ?? '' } },
    skip: !email,
    fetchPolicy: 'network-only',
    context: localErrors,
  });
  const [exportSubject] = useMutation(ExportDataSubjectDocument, { context: localErrors });
  const [eraseSubject] = useMutation(EraseDataSubjectDocument, { context: localErrors, refetchQueries: [RetentionDocument] });
  const people = email ? (data?.dataSubject ?? []) : [];

  const find = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setEmailError(null);
    if (!draft.trim()) return setEmailError(Messages.subjectEmail);
    // an address cut short (no @, no domain) is said so, not searched for
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(draft.trim())) return setEmailError(st('retention.emailIncomplete'));
    const wanted = draft.trim().toLowerCase();
    if (email === wanted) void refetch().catch((err: unknown) => setError(graphQLErrorText(err) ?? st('retention.failed')));
    setEmail(wanted);
  };
  const doExport = async () => {
    setError(null);
    setBusy('export');
    try {
      const { data: d } = await exportSubject({ variables: { input: { tenantId, email: email! } } });
      download(d!.exportDataSubject.fileName, d!.exportDataSubject.json);
      toastSuccess(st('retention.exported', { name: d!.exportDataSubject.fileName }), { autoClose: 4000 });
    } catch (err) {
      setError(graphQLErrorText(err) ?? st('retention.failed'));
    } finally {
      setBusy(null);
    }
  };
  const doErase = async () => {
    setError(null);
    setBusy('erase');
    try {
      const { data: d } = await eraseSubject({ variables: { input: { tenantId, email: email! } } });
      toastSuccess(Messages.subjectErased(countTotal(d!.eraseDataSubject.counts)), { autoClose: 6000 });
      setConfirming(false);
      await refetch();
    } catch (err) {
      setConfirming(false);
      setError(graphQLErrorText(err) ?? st('retention.failed'));
    } finally {
      setBusy(null);
    }
  };
  const found = email && data ? people : null;
  return { draft, setDraft, email, error, emailError, confirming, setConfirming, busy, loading, people, found, find, doExport, doErase };
}
