'use client';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../client/i18n/react';
import { useMutation, useQuery } from 'urql';
import { asDocument } from '../../client/graphql/document';
import { dataOf } from '../../client/graphql/result';
import { useHandFocus } from '../../client/focus';
import { MyReviewStandingDocument, WriteReviewDocument } from '../../client/reviews/documents';
import { useSession } from '../../client/session/SessionProvider';
import { reviewFormSchema, type ReviewFormValues } from '../../lib/review-form';
import { reviewLimits } from '../../lib/review-rules';
import { uploadReviewPhoto, type PhotoRefusal } from './photo-upload';
import s from './reviews.module.css';

// "Write a review" for a signed-in shopper whose delivered order holds the product (the server decides,
// and decides again on saving); an earlier review of theirs opens for editing. Opens by itself when the
// order page's "Rate and review" link led here.

const titleMax = reviewLimits.title;
const bodyMax = reviewLimits.body;
const resolver = standardSchemaResolver(reviewFormSchema);

export function WriteReview({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const { status } = useSession();
  const [{ data }, reload] = useQuery({
    query: asDocument(MyReviewStandingDocument),
    variables: { productId },
    pause: status !== 'signed-in',
    requestPolicy: 'network-only',
  });
  const standing = data?.myReviewStanding;
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  // The form, once open, takes focus at its heading; Cancel hands it back to the button, and a published
  // review to the sentence that says so (each replaced what held focus, which fell to the page).
  const focus = useHandFocus<'form' | 'button' | 'saved'>();
  const show = (next: boolean, then: 'form' | 'button' | 'saved') => {
    focus.to(then);
    setOpen(next);
  };
  // "Rate and review" on an order's page leads here: the form opens, focused, where it is (focus was on
  // the product's heading, far above it).
  useEffect(() => {
    if (!standing?.eligible || window.location.hash !== '#write-review') return;
    focus.to('form');
    setOpen(true);
  }, [standing?.eligible, focus]);
  if (status !== 'signed-in' || !standing?.eligible) return null;
  const mine = standing.review;
  return (
    <div className={s.writeBox} id="write-review">
      {saved && !open ? (
        <p className={s.saved} ref={focus.ref('saved')} data-testid="review-saved">
          {t('buyerReviews.form.saved')}
        </p>
      ) : null}
      {open ? (
        <ReviewForm
          productId={productId}
          mine={mine ?? null}
          headingRef={focus.ref('form')}
          onClose={() => show(false, 'button')}
          onSaved={() => {
            setSaved(true);
            show(false, 'saved');
            reload({ requestPolicy: 'network-only' });
          }}
        />
      ) : (
        <button
          type="button"
          className={s.button}
          aria-expanded={false}
          onClick={() => show(true, 'form')}
          ref={focus.ref('button')}
        >
          {t(mine ? 'buyerReviews.edit' : 'buyerReviews.write')}
        </button>
      )}
    </div>
  );
}

type Mine = { id: string; rating: number; title: string; body: string; photo?: { key: string; src: string } | null };

/** Which field a problem is about, so its sentence is tied to that field. */
function fieldOf(code: string | undefined): 'rating' | 'title' | 'body' | null {
  if (!code) return null;
  if (code.startsWith('RATING')) return 'rating';
  if (code.startsWith('TITLE')) return 'title';
  return code.startsWith('BODY') ? 'body' : null;
}

function ReviewForm({
  productId,
  mine,
  headingRef,
  onClose,
  onSaved,
}: {
  productId: string;
  mine: Mine | null;
  headingRef(el: HTMLElement | null): void;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation();
  const router = useRouter();
  const id = useId();
  // The form's problem (the stars, the texts, the server's refusal) stays until the next send.
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors },
  } = useForm<ReviewFormValues>({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: {
      rating: mine?.rating ?? 0,
      title: mine?.title ?? '',
      body: mine?.body ?? '',
      photo: mine?.photo ? { key: mine.photo.key, src: mine.photo.src } : null,
    },
  });
  // Stars are numbers, which radios (strings in the DOM) do not hold: a controlled field.
  const { field: rating } = useController({ control, name: 'rating' });
  const photo = useWatch({ control, name: 'photo' });
  const problem =
    errors.rating?.message ?? errors.title?.message ?? errors.body?.message ?? errors.root?.server?.message;
  // The problem's sentence describes the field it is about (the stars, the title or the text).
  const problemId = `${id}-problem`;
  const blamed = fieldOf(problem);
  const about = (field: 'rating' | 'title' | 'body') =>
    blamed === field ? { 'aria-invalid': true, 'aria-describedby': problemId } : {};
  // The photo goes up on its own, before the review is sent: its progress and refusal are not the form's.
  const [upload, setUpload] = useState<'uploading' | PhotoRefusal | null>(null);
  const uploading = upload === 'uploading';
  const [{ fetching }, write] = useMutation(asDocument(WriteReviewDocument));

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setUpload('uploading');
    const r = await uploadReviewPhoto(file);
    if ('key' in r) {
      setUpload(null);
      setValue('photo', { key: r.key, src: null });
    } else setUpload(r.error);
  };

  const submit = async ({ rating, title, body, photo }: ReviewFormValues) => {
    const refused = (code: string) => setError('root.server', { type: 'server', message: code });
    try {
      const r = dataOf(
        await write({ productId, reviewId: mine?.id ?? null, rating, title, body, photoKey: photo?.key ?? null }),
      ).writeReview;
      if (!r.ok) return refused(r.refusal ?? 'FAILED');
      onSaved();
      // The page's stars and list are drawn by the server: ask it again (its caches were dropped).
      router.refresh();
    } catch {
      refused('FAILED');
    }
  };

  return (
    <form className={s.form} onSubmit={handleSubmit(submit)} aria-labelledby={`${id}-h`} noValidate>
      <h3 id={`${id}-h`} ref={headingRef}>
        {t('buyerReviews.form.heading')}
      </h3>
      {/* A radio group by role, so it may say it is invalid (a radio may not); each star is described. */}
      <fieldset className={s.starsPick} role="radiogroup" aria-invalid={blamed === 'rating' || undefined}>
        <legend>{t('buyerReviews.form.rating')}</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={s.star}>
            <input
              type="radio"
              // The first star takes focus when the form is sent without one.
              ref={n === 1 ? rating.ref : undefined}
              aria-describedby={blamed === 'rating' ? problemId : undefined}
              name={rating.name}
              value={n}
              checked={rating.value === n}
              onChange={() => rating.onChange(n)}
              onBlur={rating.onBlur}
            />
            <span>
              <span aria-hidden="true">{'★'.repeat(n)}</span> {t('buyerReviews.form.stars', { count: n })}
            </span>
          </label>
        ))}
      </fieldset>
      <label className={s.field}>
        {t('buyerReviews.form.title')}
        <input type="text" dir="auto" maxLength={titleMax} {...register('title')} {...about('title')} />
      </label>
      <label className={s.field}>
        {t('buyerReviews.form.body')}
        <textarea dir="auto" maxLength={bodyMax} {...register('body')} {...about('body')} />
      </label>
      <div className={s.field}>
        <label htmlFor={`${id}-photo`}>{t('buyerReviews.form.photo')}</label>
        <input
          id={`${id}-photo`}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          onChange={choose}
          aria-describedby={`${id}-photo-hint`}
        />
        <p id={`${id}-photo-hint`} className={s.hint}>
          {t('buyerReviews.form.photoHint')}
        </p>
        {uploading ? <p role="status">{t('buyerReviews.form.uploading')}</p> : null}
        {upload && !uploading ? (
          <p className={s.error} role="alert">
            {t(`buyerReviews.photoRefusals.${upload}`)}
          </p>
        ) : null}
        {photo ? (
          <button type="button" className={`${s.button} ${s.secondary}`} onClick={() => setValue('photo', null)}>
            {t('buyerReviews.form.removePhoto')}
          </button>
        ) : null}
      </div>
      {problem ? (
        <p className={s.error} role="alert" id={problemId}>
          {t(`buyerReviews.refusals.${problem}`, { defaultValue: t('buyerReviews.refusals.FAILED') })}
        </p>
      ) : null}
      <div className={s.actions}>
        <button type="submit" className={s.button} disabled={fetching || uploading}>
          {fetching ? t('buyerReviews.form.saving') : t('buyerReviews.form.submit')}
        </button>
        <button type="button" className={`${s.button} ${s.secondary}`} onClick={onClose}>
          {t('buyerReviews.form.cancel')}
        </button>
      </div>
    </form>
  );
}
