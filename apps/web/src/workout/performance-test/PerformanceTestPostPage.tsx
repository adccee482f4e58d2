import { useQueryClient } from '@tanstack/react-query';
import { METERS_PER_MILE, parseMinutesSeconds } from '@tricoach/core/units';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../api/errors';
import { identityKey } from '../../api/identity';
import { displayDate } from '../../athlete-data/dates';
import { TextField, SubmitButton } from '../../app/form/fields';
import { toastError } from '../../app/toast/toast-store';
import { useUnits } from '../use-plan';
import type { Units } from '../plan-format';
import { enterTestResult, testKeys, type RawTestResult, type TestPostView } from './performance-test-api';
import { formatMetric, METRIC_LABEL } from './test-format';
import { TestCard, TestViewNotLoaded } from './test-page-parts';
import { testPath, useTestPostView } from './use-performance-test';
import './performance-test.css';

interface FieldSpec {
  key: keyof RawTestResult;
  label: string;
  unit: string;
  kind: 'clock' | 'number';
  placeholder: string;
}

function fieldsFor(view: TestPostView, units: Units): FieldSpec[] {
  const specs: Record<string, FieldSpec> = {
    time400m: { key: 'time400m', label: '400 m time', unit: 'mm:ss', kind: 'clock', placeholder: '6:40' },
    time200m: { key: 'time200m', label: '200 m time', unit: 'mm:ss', kind: 'clock', placeholder: '3:10' },
    averagePower: {
      key: 'averagePower',
      label: '20-minute average power',
      unit: 'W',
      kind: 'number',
      placeholder: '240',
    },
    averageHeartRate: {
      key: 'averageHeartRate',
      label: view.sport === 'run' ? 'Average heart rate, last 20 minutes' : '20-minute average heart rate',
      unit: 'bpm',
      kind: 'number',
      placeholder: '165',
    },
    averagePace: {
      key: 'averagePace',
      label: '30-minute average pace',
      unit: units.system === 'Imperial' ? 'min/mi' : 'min/km',
      kind: 'clock',
      placeholder: units.system === 'Imperial' ? '7:45' : '4:50',
    },
  };
  return view.entryFields.flatMap((field) => (specs[field] ? [specs[field]] : []));
}

/** Typed text to API units; undefined for empty, NaN for unreadable (the form says so). */
function toApiValue(spec: FieldSpec, text: string, units: Units): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (spec.kind === 'number') return Number(trimmed.replace(',', '.'));
  const seconds = parseMinutesSeconds(trimmed);
  if (seconds === undefined) return Number.NaN;
  // Paces are sent per km: a pace typed per mile is converted.
  return spec.key === 'averagePace' && units.system === 'Imperial'
    ? Math.round((seconds * 1000) / METERS_PER_MILE)
    : seconds;
}

function ResultEntry({ view }: { view: TestPostView }) {
  const units = useUnits();
  const navigate = useNavigate();
  const client = useQueryClient();
  const fields = fieldsFor(view, units);
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const raw: RawTestResult = {};
    const local: Record<string, string> = {};
    for (const spec of fields) {
      const value = toApiValue(spec, values[spec.key] ?? '', units);
      if (value === undefined) continue;
      if (Number.isNaN(value))
        local[spec.key] =
          spec.kind === 'clock'
            ? `Enter the ${spec.label.toLowerCase()} as mm:ss`
            : `Enter the ${spec.label.toLowerCase()} as a number`;
      else raw[spec.key] = value;
    }
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setSaving(true);
    try {
      const saved = await enterTestResult(view.sessionId, raw);
      client.setQueryData(testKeys.post(view.sessionId), saved);
      await client.invalidateQueries({ queryKey: identityKey });
      void navigate(testPath(view.sessionId, 'threshold'));
    } catch (caught) {
      if (caught instanceof ApiError)
        setErrors(Object.fromEntries(caught.fieldErrors.map((error) => [error.field, error.message])));
      toastError(
        caught instanceof ApiError && caught.status > 0
          ? `Saving the result failed: ${caught.message}`
          : 'Saving the result failed. Please check your connection and try again.',
      );
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="test-card" onSubmit={(event) => void submit(event)} noValidate>
      <h2>Enter your result</h2>
      <p className="muted test-entry__lead">
        No device recording is linked to this test. Type what you measured.
      </p>
      {fields.map((spec) => (
        <TextField
          key={spec.key}
          id={`test-${spec.key}`}
          label={spec.label}
          unit={spec.unit}
          inputMode={spec.kind === 'number' ? 'numeric' : 'text'}
          placeholder={spec.placeholder}
          value={values[spec.key] ?? ''}
          error={errors[spec.key]}
          onChange={(value) => setValues((current) => ({ ...current, [spec.key]: value }))}
        />
      ))}
      <div className="test-actions">
        <SubmitButton disabled={saving}>{saving ? 'Evaluating…' : 'Evaluate my result'}</SubmitButton>
      </div>
    </form>
  );
}

/** /app/workout/performance-test/:id/post — what the test measured, or the entry of the raw result. */
export function PerformanceTestPostPage() {
  const view = useTestPostView();
  const units = useUnits();
  if (!view.isSuccess)
    return <TestViewNotLoaded view={view} loadingLabel="Loading the test" title="After the test" />;
  const { data } = view;
  const result = data.result;
  return (
    <article className="page page--narrow test-page" aria-labelledby="test-post-title">
      <Link to={testPath(data.sessionId, 'pre')} className="button button--link back-link">
        ← {data.title}
      </Link>
      <h1 id="test-post-title">After the test</h1>
      <p className="muted">
        {data.title} · {displayDate(data.date)}
      </p>
      {result ? (
        <>
          <TestCard title={result.source === 'device' ? 'Measured by your device' : 'What you entered'}>
            <dl className="summary-list">
              {[result, ...result.others].map((evaluation) => (
                <div key={evaluation.metric} className="summary-list__row">
                  <dt>{METRIC_LABEL[evaluation.metric]}</dt>
                  <dd>{formatMetric(evaluation.metric, evaluation.measured, units)}</dd>
                </div>
              ))}
            </dl>
          </TestCard>
          <div className="test-actions">
            <Link to={testPath(data.sessionId, 'threshold')} className="button button--primary button--block">
              {result.decision === 'pending' ? 'See the evaluation' : 'See your result'}
            </Link>
          </div>
          {result.decision === 'pending' && result.source === 'entered' ? <ResultEntry view={data} /> : null}
        </>
      ) : (
        <ResultEntry view={data} />
      )}
    </article>
  );
}
