'use client';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../../client/i18n/react';
import { useMutation, useQuery } from 'urql';
import { asDocument } from '../../../../client/graphql/document';
import { dataOf } from '../../../../client/graphql/result';
import { useKept } from '../../../../client/graphql/use-kept';
import { notify } from '../../../../client/notify';
import { staffContext } from '../../../../client/session/gateway-client';
import { useSession } from '../../../../client/session/SessionProvider';
import { AdvanceTailoringLineDocument, TailoringQueueDocument } from '../../../../client/workshop/documents';
import { JobDetails } from '../../../../components/workshop/JobDetails';
import s from '../../../../components/workshop/workshop.module.css';
import type { TailoringJobFieldsFragment, TailoringStage } from '../../../../gql/graphql';
import { browserTimeZone, formatInstant } from '../../../../lib/dates';
import { tailoringStages } from '../../../../lib/tailoring-stages';
import { RecordFigures } from './RecordFigures';

const pageSize = 20;

/** A line whose figures the desk records: left to a call (or a blouse), and not yet cut. */
const takesFigures = (line: TailoringJobFieldsFragment) =>
  line.awaitsFigures ||
  (line.measurement.kind !== 'PROFILE' &&
    line.measurement.values.length > 0 &&
    line.stage === 'MEASUREMENTS_CONFIRMED');

function JobCard({
  line,
  context,
  printing,
  onPrint,
  onMoved,
}: {
  line: TailoringJobFieldsFragment;
  context: (typeof staffContext)['admin'];
  printing: boolean;
  onPrint(): void;
  onMoved(): void;
}) {
  const { t, i18n } = useTranslation();
  const [{ fetching }, advance] = useMutation(asDocument(AdvanceTailoringLineDocument));
  const zone = browserTimeZone();
  const when = (at: string) => formatInstant(at, i18n.language, 'shortDateTime', zone);
  const next = line.nextStage;

  async function move() {
    if (!next) return;
    try {
      const r = dataOf(
        await advance({ lineId: line.id, expectedVersion: line.version, to: next }, context),
      ).advanceTailoringLine;
      if (r.ok)
        notify(t('workshop.moved', { number: line.orderNumber, stage: t(`workshop.stage.${next}`) }), 'success');
      else if (r.refusal === 'STALE')
        notify(
          t('workshop.stale', { number: line.orderNumber, stage: r.line ? t(`workshop.stage.${r.line.stage}`) : '' }),
          'warning',
        );
      else if (r.refusal === 'NO_FIGURES') notify(t('adminDesk.refusal.NO_FIGURES'), 'warning');
      else notify(t(`workshop.advanceRefusal.${r.refusal ?? 'NOT_FOUND'}`), 'warning');
      onMoved();
    } catch {
      notify(t('orders.failed'), 'error');
    }
  }

  return (
    <li
      className={s.card}
      data-testid="tailoring-job"
      data-line={line.id}
      data-stage={line.stage}
      data-job-card={printing ? 'printing' : undefined}
      aria-labelledby={`job-${line.id}`}
    >
      <div className={s.cardHead}>
        <h2 id={`job-${line.id}`}>
          <bdi dir="ltr">{line.orderNumber}</bdi> · {line.service?.name}
        </h2>
        <span className={s.chip}>{t(`workshop.stage.${line.stage}`)}</span>
      </div>
      <p className={s.meta}>{t('workshop.inStageSince', { time: when(line.stageChangedAt) })}</p>
      <p className={`${s.meta} ${s.printOnly}`}>{t('workshop.jobCard', { id: line.id })}</p>
      <JobDetails line={line} staff headingLevel={3} />
      {line.awaitsFigures ? (
        <p className={s.notice} data-testid="tailoring-needs-figures">
          {t('adminDesk.needsFigures')}
        </p>
      ) : null}
      {takesFigures(line) ? <RecordFigures line={line} context={context} onSaved={onMoved} /> : null}
      <div className={s.actions}>
        {next ? (
          <button
            type="button"
            className={s.button}
            onClick={move}
            disabled={fetching}
            data-testid={`tailoring-move-${line.id}`}
          >
            {t('workshop.moveTo', { stage: t(`workshop.stage.${next}`) })}
          </button>
        ) : null}
        <button
          type="button"
          className={`${s.button} ${s.buttonSecondary}`}
          onClick={onPrint}
          aria-label={t('workshop.printFor', { number: line.orderNumber })}
        >
          {t('workshop.print')}
        </button>
      </div>
    </li>
  );
}

/** The workshop's queue: lines of confirmed orders by stage, oldest first, each movable and printable as a job card. */
export function TailoringQueue() {
  const { t } = useTranslation();
  const { user, status } = useSession();
  const role = user?.roles.includes('admin') ? 'admin' : user?.roles.includes('designer') ? 'designer' : null;
  const [stage, setStage] = useState<TailoringStage | ''>('');
  const [offset, setOffset] = useState(0);
  // Which card prints (and a fresh request each click, so printing the same card twice opens the dialog twice).
  const [printing, setPrinting] = useState<{ id: string; n: number } | null>(null);
  const variables = useMemo(() => ({ stage: stage || null, first: pageSize, offset }), [stage, offset]);
  const context = role ? staffContext[role] : staffContext.designer;
  const [{ data, error }, reexecute] = useQuery({
    query: asDocument(TailoringQueueDocument),
    variables,
    context,
    pause: !role,
  });
  const queue = useKept(data?.tailoringQueue) ?? null;
  const load = () => reexecute({ requestPolicy: 'network-only' });

  // One card at a time on paper: the page marks itself (only print media reads the mark) and opens the
  // print dialog; the mark stays until another card is printed or the page is left.
  useEffect(() => {
    if (!printing) return;
    document.body.dataset.printing = printing.id;
    window.print();
    return () => {
      delete document.body.dataset.printing;
    };
  }, [printing]);

  if (status === 'unknown') return <div className={s.meta} role="status" aria-label={t('orders.loading')} />;
  if (!role) return <p role="alert">{t('workshop.staffOnly')}</p>;
  return (
    <div>
      <div className={s.toolbar}>
        <label className={s.field} style={{ minWidth: 220 }}>
          {t('workshop.filter')}
          <select
            value={stage}
            onChange={(e) => {
              setStage(e.target.value as TailoringStage | '');
              setOffset(0);
            }}
            data-testid="tailoring-filter"
          >
            <option value="">{t('workshop.allInProgress')}</option>
            {tailoringStages.map((x) => (
              <option key={x} value={x}>
                {t(`workshop.stage.${x}`)}
              </option>
            ))}
          </select>
        </label>
        {queue ? <p className={s.meta}>{t('workshop.count', { count: queue.total })}</p> : null}
      </div>
      {error ? <p role="alert">{t('orders.failed')}</p> : null}
      {!queue ? (
        <div className={s.meta} role="status" aria-label={t('orders.loading')} />
      ) : queue.lines.length === 0 ? (
        <p>{t('workshop.empty')}</p>
      ) : (
        <ul className={s.queue} aria-label={t('workshop.queueTitle')}>
          {queue.lines.map((line) => (
            <JobCard
              key={line.id}
              line={line}
              context={context}
              printing={printing?.id === line.id}
              onPrint={() => setPrinting({ id: line.id, n: (printing?.n ?? 0) + 1 })}
              onMoved={load}
            />
          ))}
        </ul>
      )}
      {queue && queue.total > pageSize ? (
        <nav className={s.pager} aria-label={t('workshop.pages')}>
          <button
            type="button"
            className={`${s.button} ${s.buttonSecondary}`}
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - pageSize))}
          >
            {t('workshop.previous')}
          </button>
          <span className={s.meta}>
            {t('workshop.pageOf', {
              from: offset + 1,
              to: Math.min(offset + pageSize, queue.total),
              total: queue.total,
            })}
          </span>
          <button
            type="button"
            className={`${s.button} ${s.buttonSecondary}`}
            disabled={offset + pageSize >= queue.total}
            onClick={() => setOffset(offset + pageSize)}
          >
            {t('workshop.next')}
          </button>
        </nav>
      ) : null}
    </div>
  );
}
