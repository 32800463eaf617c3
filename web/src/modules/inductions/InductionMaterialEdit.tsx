import { useApolloClient } from '@apollo/client/react';
import { Badge, Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { toastSuccess } from '../../app/notify';
import { ErrorBox } from '../../ui/ErrorBox';
import { apiFetch, RestError } from '../uploads/rest';
import { st, stMap } from '../../i18n/staff';
import { InductionCoursesDocument } from './documents';
import type { Course } from './InductionCourses';

const size = (bytes: number) =>
  bytes < 1024 * 1024
    ? st('inductions.material.kb', { n: Math.max(1, Math.round(bytes / 1024)) })
    : st('inductions.material.mb', { n: (bytes / (1024 * 1024)).toFixed(1) });

/**
 * A course's PDF and video (issue 38), for its admins: what it has, upload one (the server reads the kind from the
 * bytes; a new one replaces its kind) or remove one; each change makes the course's version go up.
 */
export function InductionMaterialEdit({ course }: { course: Course }) {
  const client = useApolloClient();
  const kinds = stMap('inductions.material.kind');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const act = async (run: () => Promise<unknown>, done: string) => {
    setError(null);
    setBusy(true);
    try {
      await run();
      toastSuccess(done, { autoClose: 4000 });
      setFile(null);
      await client.refetchQueries({ include: [InductionCoursesDocument] });
    } catch (err) {
      setError(err instanceof RestError ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  const upload = (f: File) => {
    const form = new FormData();
    form.set('courseId', course.id);
    form.set('file', f, f.name);
    return act(
      () => apiFetch('/api/induction-material', { method: 'POST', body: form }),
      st('inductions.material.uploaded', { name: f.name }),
    );
  };
  const remove = (m: Course['material'][number]) => {
    if (!window.confirm(st('inductions.material.removeConfirm', { name: m.fileName }))) return;
    void act(
      () => apiFetch(`/api/induction-material/${course.id}/${m.kind}`, { method: 'DELETE' }),
      st('inductions.material.removed', { name: m.fileName }),
    );
  };
  return (
    <Stack gap={6} mt="sm" data-testid="induction-material-edit">
      <Text fz="sm" fw={600}>
        {st('inductions.material.title')}
      </Text>
      {course.material.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {st('inductions.material.none')}
        </Text>
      ) : null}
      {course.material.map((m) => (
        <Group key={m.id} gap="xs" wrap="nowrap" data-testid="induction-material-file">
          <Badge variant="light">{kinds[m.kind as 'pdf' | 'video'] ?? m.kind}</Badge>
          <Text fz="sm" style={{ overflowWrap: 'anywhere', minWidth: 0, flex: 1 }}>
            {m.fileName} · {size(m.bytes)}
          </Text>
          <Button size="compact-sm" variant="subtle" color="red" onClick={() => remove(m)} disabled={busy}>
            {st('inductions.material.remove')}
          </Button>
        </Group>
      ))}
      <Group gap="xs" align="end" wrap="wrap">
        <FileInput
          style={{ flex: '1 1 14rem', minWidth: 0 }}
          label={st('inductions.material.file')}
          description={st('inductions.material.hint')}
          accept="application/pdf,video/mp4,video/webm"
          value={file}
          onChange={setFile}
          clearable
          data-testid="induction-material-input"
        />
        <Button onClick={() => file && void upload(file)} loading={busy} disabled={!file} data-testid="induction-material-upload">
          {st('inductions.material.upload')}
        </Button>
      </Group>
      {error ? <ErrorBox testId="induction-material-error">{error}</ErrorBox> : null}
    </Stack>
  );
}
