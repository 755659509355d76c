'use client';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../client/i18n/react';
import { useQuery, useSubscription } from 'urql';
import { asDocument } from '../../client/graphql/document';
import { useKept } from '../../client/graphql/use-kept';
import { OrderTailoringDocument, OrderTailoringUpdatedDocument } from '../../client/workshop/documents';
import type { TailoringJobFieldsFragment } from '../../gql/graphql';
import { browserTimeZone, formatInstant } from '../../lib/dates';
import type { TailoringStage } from '../../lib/tailoring-stages';
import { ChangeMeasurements, ContactStore } from './ChangeMeasurements';
import { JobDetails } from './JobDetails';
import { StageStepper } from './StageStepper';
import s from './workshop.module.css';

type Line = TailoringJobFieldsFragment;

/** The newest of each line among what was read, what the subscription sent and what a change returned. */
function newest(...sources: (readonly Line[] | null | undefined)[]): Line[] {
  const byId = new Map<string, Line>();
  for (const list of sources)
    for (const l of list ?? []) if ((byId.get(l.id)?.version ?? -1) < l.version) byId.set(l.id, l);
  return [...byId.values()].sort((a, b) => Number(a.id) - Number(b.id));
}

/**
 * The order's tailoring, per line: the stage it has reached (live over the order's subscription), its
 * options, garment and measurements, and while the change window is open, a form to change the figures.
 * Before the store confirms the order, a saved profile's figures are "received", not yet "confirmed".
 */
export function OrderTailoring({
  number,
  awaitingConfirmation = false,
}: {
  number: string;
  awaitingConfirmation?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const variables = useMemo(() => ({ number }), [number]);
  const [read] = useQuery({ query: asDocument(OrderTailoringDocument), variables });
  const [live] = useSubscription({ query: asDocument(OrderTailoringUpdatedDocument), variables });
  const update = useKept(live.data?.orderUpdated);
  const [changed, setChanged] = useState<Line[]>([]);
  const lines = newest(
    read.data?.order?.tailoringLines,
    update?.number === number ? update.tailoringLines : null,
    changed,
  );
  const contact = read.data?.store ?? null;
  const zone = browserTimeZone();
  const when = (at: string) => formatInstant(at, i18n.language, 'dateTime', zone);

  const stageName = (stage: string) =>
    awaitingConfirmation && stage === 'MEASUREMENTS_CONFIRMED'
      ? t('rough.measurementsReceived')
      : t(`workshop.stage.${stage}`);

  if (lines.length === 0) return null;
  return (
    <section className={s.section} aria-labelledby="tailoring-title" data-testid="order-tailoring">
      <h2 id="tailoring-title">{t('workshop.title')}</h2>
      {lines.map((line) => (
        <article
          key={line.id}
          className={s.line}
          data-testid="tailoring-line"
          data-stage={line.stage}
          aria-labelledby={`tailoring-line-${line.id}`}
        >
          <h3 id={`tailoring-line-${line.id}`}>{line.service?.name ?? t('workshop.title')}</h3>
          <p className={s.meta}>
            {t('workshop.stageSince', { stage: stageName(line.stage), time: when(line.stageChangedAt) })}
          </p>
          <StageStepper stage={line.stage as TailoringStage} since={when(line.stageChangedAt)} name={stageName} />
          <JobDetails line={line} />
          {line.canChange ? (
            <p className={s.meta} data-testid="tailoring-window">
              {line.changeUntil
                ? t('workshop.changeUntil', { time: when(line.changeUntil) })
                : awaitingConfirmation
                  ? t('rough.changeBeforeConfirmation')
                  : t('workshop.changeBeforeCutting')}
            </p>
          ) : line.changeClosed ? (
            <p className={s.notice} data-testid="tailoring-closed">
              {t(`workshop.closed.${line.changeClosed}`)}
              <ContactStore contact={contact} />
            </p>
          ) : null}
          <ChangeMeasurements
            line={line}
            contact={contact}
            onChanged={(l) => setChanged((c) => [...c.filter((x) => x.id !== l.id), l])}
          />
        </article>
      ))}
    </section>
  );
}
