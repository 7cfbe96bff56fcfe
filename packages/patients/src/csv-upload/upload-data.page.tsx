import { Steps } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { adminOrClinics } from '@mk/module-kit';
import { selectUser } from '@mk/session';
import type { CsvColumnMatches } from '@mk/validators';
import { ErrorBanner, PageSection } from '@mk/ui';
import { LazyNotAllowed } from '../not-allowed.lazy';
import { dateOrderOf, guessMatches, type CsvCheckResult, type CsvSummary } from './csv-table';
import { FileStep } from './file-step';
import { MatchStep } from './match-step';
import { UploadProgressDialog } from './upload-progress.dialog';
import { useCsvProcessor } from './use-csv-processor';
import { usePatientUpload } from './use-patient-upload';

const NO_MATCHES: CsvColumnMatches = { splitName: false };

// Loaded when shown (issue 11: the page's first load stays under 150 kB): the review of rejected
// rows and the success screen (antd Table), and the not-allowed state (antd Result).
const ValidationErrorDialog = lazy(async () => ({ default: (await import('./validation-error.dialog')).ValidationErrorDialog }));
const UploadSuccess = lazy(async () => ({ default: (await import('./upload-success')).UploadSuccess }));

/**
 * CSV patient upload (spec 2 sections 2 and 4): file chosen -> columns matched -> every row
 * checked (in a worker) -> straight to the upload when all is well, or the 'Data Validation Error'
 * dialog -> 'Uploading...' in batches -> 'Upload Successful!'; going back returns to step one.
 */
export default function UploadDataPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `patients.upload.${id}` }, values);
  const user = useSelector(selectUser);
  const processor = useCsvProcessor();
  const upload = usePatientUpload();
  const [step, setStep] = useState<0 | 1>(0);
  const [file, setFile] = useState<File | null>(null);
  const [summary, setSummary] = useState<CsvSummary | null>(null);
  const [reading, setReading] = useState(false);
  const [checking, setChecking] = useState(false);
  const [matches, setMatches] = useState<CsvColumnMatches>(NO_MATCHES);
  const [review, setReview] = useState<CsvCheckResult | null>(null);
  const [excluded, setExcluded] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  // A file replaced while it was being read must not have its answer shown.
  const reads = useRef(0);
  // The review dialog stays mounted once shown, so it closes as before (with its animation).
  const [reviewed, setReviewed] = useState(false);

  const chooseFile = async (chosen: File | null) => {
    const read = ++reads.current;
    setFile(chosen);
    setSummary(null);
    setProblem(null);
    if (!chosen) return;
    setReading(true);
    try {
      const found = await (await processor()).read(chosen);
      if (read !== reads.current) return;
      if (found.rowCount === 0) {
        setFile(null);
        setProblem(t('noRows'));
        return;
      }
      setSummary(found);
      const guessed = guessMatches(found.headers);
      setMatches({ ...guessed, dateOrder: dateOrderOf(found, guessed.dateOfBirth) });
    } catch (error) {
      if (read !== reads.current) return;
      setFile(null);
      setProblem(t('readFailed', { message: (error as Error).message }));
    } finally {
      if (read === reads.current) setReading(false);
    }
  };

  const next = () => {
    if (!file || !summary) setProblem(t('selectFirst'));
    else setStep(1);
  };

  const send = (result: CsvCheckResult) => {
    if (!file) return;
    setReview(null);
    setExcluded(result.excluded);
    upload.start(file, result.uploads);
  };

  const check = async () => {
    setChecking(true);
    try {
      const result = await (await processor()).check(matches);
      if (result.issues.length > 0) {
        setReview(result);
        setReviewed(true);
      } else send(result);
    } catch (error) {
      setProblem(t('readFailed', { message: (error as Error).message }));
    } finally {
      setChecking(false);
    }
  };

  /** Back to step one with nothing chosen ('Select another file', 'Click here to go back'). */
  const restart = () => {
    reads.current += 1;
    setReview(null);
    setFile(null);
    setSummary(null);
    setMatches(NO_MATCHES);
    setReading(false);
    setStep(0);
    upload.reset();
  };

  const title = t('title');
  // The sidebar shows the upload to ADMIN and users with clinics; the address alone does not open it.
  if (!user || !adminOrClinics(user)) return <LazyNotAllowed title={title} reason="upload" />;
  if (upload.phase.kind === 'done') {
    return (
      <PageSection title={title} breadcrumb={[{ label: title }]}>
        <Suspense fallback={null}>
          <UploadSuccess totals={upload.phase.run.totals} refused={upload.phase.run.refused} excluded={excluded} onBack={restart} />
        </Suspense>
      </PageSection>
    );
  }

  return (
    <PageSection title={title} subtitle={t('subtitle')} breadcrumb={[{ label: title }]}>
      <ErrorBanner message={problem} onClear={() => setProblem(null)} />
      <Steps current={step} items={[{ title: t('steps.file') }, { title: t('steps.match') }]} style={{ marginBlock: 16 }} />
      {step === 0 ? (
        <FileStep file={file} summary={summary} reading={reading} onFile={(chosen) => void chooseFile(chosen)} onNext={next} />
      ) : (
        <MatchStep
          headers={summary?.headers ?? []}
          summary={summary}
          matches={matches}
          onChange={setMatches}
          onBack={() => setStep(0)}
          onUpload={() => void check()}
          checking={checking}
        />
      )}
      {reviewed && (
        <Suspense fallback={null}>
          <ValidationErrorDialog result={review} onIgnore={() => review && send(review)} onSelectAnother={restart} onClose={() => setReview(null)} />
        </Suspense>
      )}
      <UploadProgressDialog phase={upload.phase} onRetry={upload.retry} onClose={upload.reset} />
    </PageSection>
  );
}
