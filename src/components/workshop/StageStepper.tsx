'use client';
import { useTranslation } from '../../client/i18n/react';
import { tailoringStages, type TailoringStage } from '../../lib/tailoring-stages';
import s from './workshop.module.css';

/** Where a tailoring line is in the workshop: every stage, those done ticked, the current one marked. */
export function StageStepper({
  stage,
  since,
  name,
}: {
  stage: TailoringStage;
  since: string;
  /** A stage's name where the caller words it for the order's state; the stage's own name otherwise. */
  name?: (stage: TailoringStage) => string;
}) {
  const { t } = useTranslation();
  const at = tailoringStages.indexOf(stage);
  return (
    <ol className={s.stepper} aria-label={t('workshop.stagesLabel')} data-testid="tailoring-stepper" data-stage={stage}>
      {tailoringStages.map((x, i) => (
        <li
          key={x}
          data-state={i < at ? 'done' : i === at ? 'current' : 'upcoming'}
          aria-current={i === at ? 'step' : undefined}
        >
          <span>{name ? name(x) : t(`workshop.stage.${x}`)}</span>
          {i === at ? <span className="visually-hidden"> · {since}</span> : null}
        </li>
      ))}
    </ol>
  );
}
