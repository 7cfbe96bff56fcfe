import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { patientsApi } from '@mk/api';
import { apiErrorText } from '@mk/i18n';
import { selectUser, useAppDispatch } from '@mk/session';
import { useNotify } from '@mk/ui';
import { archiveCsv } from './csv-archive';
import type { CsvUpload } from './csv-table';
import { batchDone, nextBatch, runFinished, startRun, type UploadRun } from './upload-batches';

export type UploadPhase =
  | { kind: 'idle' }
  /** The file is being stored on the media service, before any patient is sent. */
  | { kind: 'archiving'; run: UploadRun }
  | { kind: 'sending'; run: UploadRun }
  /** Stopped: the file could not be stored, or a batch was refused; `run` says what went in. */
  | { kind: 'failed'; run: UploadRun; message: string }
  | { kind: 'done'; run: UploadRun };

/**
 * Uploads checked rows: first the file to the media service ('Successfully uploaded to cloud'),
 * then the patients to bulk-create in batches of 500, one after the other, each waiting for the
 * previous reply. A refused batch stops the upload with the server's message (spec 2 section 8);
 * `retry` goes on from that batch.
 */
export function usePatientUpload() {
  const intl = useIntl();
  const notify = useNotify();
  const user = useSelector(selectUser);
  const dispatch = useAppDispatch();
  const [phase, setPhase] = useState<UploadPhase>({ kind: 'idle' });
  const source = useRef<{ file: File; archived: boolean } | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const t = useCallback((id: string, values?: Record<string, string>) => intl.formatMessage({ id: `patients.upload.${id}` }, values), [intl]);
  const userId = user?.sys_id ?? '';
  const token = user?.token;

  const go = useCallback(
    async (start: UploadRun) => {
      const from = source.current;
      if (!from) return;
      let run = start;
      if (!from.archived) {
        setPhase({ kind: 'archiving', run });
        try {
          await archiveCsv(from.file, token);
        } catch (error) {
          if (mounted.current) setPhase({ kind: 'failed', run, message: t('archiveFailed', { message: apiErrorText(intl, error) }) });
          return;
        }
        from.archived = true;
        notify.success(t('archived'));
      }
      while (mounted.current && !runFinished(run)) {
        setPhase({ kind: 'sending', run });
        try {
          // Untracked: 500 patients a call need not stay in the store once the reply is counted.
          const reply = await dispatch(patientsApi.endpoints.bulkCreatePatients.initiate({ userId, patients: nextBatch(run) }, { track: false })).unwrap();
          run = batchDone(run, reply);
        } catch (error) {
          if (mounted.current) setPhase({ kind: 'failed', run, message: apiErrorText(intl, error) });
          return;
        }
      }
      if (mounted.current) setPhase({ kind: 'done', run });
    },
    [dispatch, intl, notify, t, token, userId],
  );

  const start = useCallback(
    (file: File, uploads: CsvUpload[]) => {
      source.current = { file, archived: false };
      void go(startRun(uploads));
    },
    [go],
  );

  const retry = useCallback(() => {
    if (phase.kind === 'failed') void go(phase.run);
  }, [go, phase]);

  const reset = useCallback(() => {
    source.current = null;
    setPhase({ kind: 'idle' });
  }, []);

  return { phase, start, retry, reset };
}
