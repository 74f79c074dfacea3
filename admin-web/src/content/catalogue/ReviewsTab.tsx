import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { apiRequest } from '@shared-ui/api';
import { StarRating } from '@shared-ui/stars/StarRating';
import { REVIEW_LIMITS } from '../../../../domain/reviews/review-rules';
import { CatalogueField, firstErrorField } from './CatalogueField';
import { DeleteConfirmDialog } from './DeleteConfirmDialog';
import { ListState } from './ListState';
import { fieldErrorsFrom, REVIEWS_KEY, useCatalogueWrite, type Review } from './catalogue-api';
import { REVIEW_TOASTS } from './catalogue-messages';
import {
  checkReviewForm,
  EMPTY_REVIEW_FORM,
  RATING_OPTIONS,
  REVIEW_FIELDS,
  reviewFormOf,
  type ReviewBody,
  type ReviewErrors,
  type ReviewForm,
} from './review-form';
import './catalogue.css';

type Editing = { mode: 'new' } | { mode: 'edit'; review: Review } | null;

/** Website Content › Reviews (SPEC section 2): the add form and the reviews with initials, location and stars. */
export function ReviewsTab({ canChange }: { canChange: boolean }) {
  const reviews = useQuery<Review[]>({ queryKey: REVIEWS_KEY });
  const [editing, setEditing] = useState<Editing>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  const close = () => {
    setEditing(null);
    toggle.current?.focus();
  };

  return (
    <section className="admin-section catalogue" aria-labelledby="reviews-title">
      <div className="admin-section__head">
        <div>
          <h2 id="reviews-title">Reviews</h2>
          <p className="admin-section__summary">What guests say, shown on the landing page newest first.</p>
        </div>
        {canChange ? (
          <button
            ref={toggle}
            id="reviews-toggle"
            type="button"
            className={editing ? 'btn btn--outline btn--sm' : 'btn btn--primary btn--sm'}
            aria-expanded={editing !== null}
            aria-controls={editing ? 'review-form' : undefined}
            onClick={() => setEditing(editing ? null : { mode: 'new' })}
          >
            {editing ? 'Close Form' : 'Add Review'}
          </button>
        ) : null}
      </div>

      {canChange && editing ? (
        <ReviewEditor key={editing.mode === 'edit' ? editing.review.id : 'new'} editing={editing} onDone={close} />
      ) : null}

      <ListState query={reviews} what="reviews" empty="No reviews yet.">
        {(list) => (
          <ul className="catalogue-list">
            {list.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} canChange={canChange} onEdit={() => setEditing({ mode: 'edit', review })} />
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}

function ReviewCard({ review, canChange, onEdit }: { review: Review; canChange: boolean; onEdit: () => void }) {
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const remove = useCatalogueWrite<void>({
    key: REVIEWS_KEY,
    write: async () => void (await apiRequest('DELETE', `/api/reviews/${review.id}`)),
    success: REVIEW_TOASTS.deleted,
    failure: REVIEW_TOASTS.deleteFailed,
  });

  return (
    <article className="catalogue-card card" aria-labelledby={headingId}>
      <header className="review-card__head">
        <span className="review-card__initials" aria-hidden="true">
          {review.initials}
        </span>
        <div>
          <h3 id={headingId} className="catalogue-card__title">
            {review.name}
          </h3>
          <p className="catalogue-card__meta">{review.location}</p>
        </div>
      </header>
      <StarRating rating={review.rating} />
      <p className="catalogue-card__text">{review.comment}</p>
      {canChange ? (
        <div className="catalogue-card__actions">
          <button type="button" className="btn btn--outline btn--sm" onClick={onEdit} aria-label={`Edit review by ${review.name}`}>
            Edit
          </button>
          <button
            type="button"
            className="btn btn--outline-danger btn--sm"
            onClick={() => setConfirming(true)}
            disabled={remove.isPending}
            aria-label={`Delete review by ${review.name}`}
          >
            Delete
          </button>
        </div>
      ) : null}
      {confirming ? (
        <DeleteConfirmDialog
          title="Delete review?"
          question={`Are you sure you want to delete the review by ${review.name}?`}
          busy={remove.isPending}
          returnFocusId="reviews-toggle"
          onCancel={() => setConfirming(false)}
          onConfirm={() => remove.mutate(undefined, { onSettled: () => setConfirming(false) })}
        />
      ) : null}
    </article>
  );
}

function ReviewEditor({ editing, onDone }: { editing: NonNullable<Editing>; onDone: () => void }) {
  const id = useId();
  const fieldId = (field: string) => `${id}-${field}`;
  const [form, setForm] = useState<ReviewForm>(editing.mode === 'edit' ? reviewFormOf(editing.review) : EMPTY_REVIEW_FORM);
  const [errors, setErrors] = useState<ReviewErrors>({});
  const target = editing.mode === 'edit' ? editing.review : null;
  const save = useCatalogueWrite<ReviewBody>({
    key: REVIEWS_KEY,
    write: (body) => (target ? apiRequest('PUT', `/api/reviews/${target.id}`, body) : apiRequest('POST', '/api/reviews', body)),
    success: target ? REVIEW_TOASTS.updated : REVIEW_TOASTS.created,
    failure: target ? REVIEW_TOASTS.updateFailed : REVIEW_TOASTS.createFailed,
  });

  const showErrors = (next: ReviewErrors) => {
    setErrors(next);
    const first = firstErrorField(REVIEW_FIELDS, next);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkReviewForm(form);
    if (checked.errors) return showErrors(checked.errors);
    setErrors({});
    save.mutate(checked.body, { onSuccess: onDone, onError: (error) => showErrors(fieldErrorsFrom(error, REVIEW_FIELDS)) });
  };

  const set = <K extends keyof ReviewForm>(key: K, value: ReviewForm[K]) => setForm((current) => ({ ...current, [key]: value }));

  return (
    <form id="review-form" className="catalogue-form card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="catalogue-form__title">
        {target ? `Edit review by ${target.name}` : 'Add Review'}
      </h3>
      <div className="catalogue-form__grid">
        <CatalogueField id={fieldId('name')} label="Name" hint="The badge shows its initials" error={errors.name}>
          <input className="input" value={form.name} maxLength={REVIEW_LIMITS.nameMax} autoFocus onChange={(e) => set('name', e.target.value)} />
        </CatalogueField>
        <CatalogueField id={fieldId('location')} label="Location" hint="For example: Edmonton, AB" error={errors.location}>
          <input className="input" value={form.location} maxLength={REVIEW_LIMITS.locationMax} onChange={(e) => set('location', e.target.value)} />
        </CatalogueField>
        <CatalogueField id={fieldId('rating')} label="Rating" error={errors.rating}>
          <select className="select" value={form.rating} onChange={(e) => set('rating', e.target.value)}>
            {RATING_OPTIONS.map((stars) => (
              <option key={stars} value={String(stars)}>
                {stars} {stars === 1 ? 'star' : 'stars'}
              </option>
            ))}
          </select>
        </CatalogueField>
      </div>
      <CatalogueField id={fieldId('comment')} label="Comment" error={errors.comment}>
        <textarea className="textarea" rows={4} value={form.comment} maxLength={REVIEW_LIMITS.commentMax} onChange={(e) => set('comment', e.target.value)} />
      </CatalogueField>
      <div className="catalogue-form__actions">
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : target ? 'Update Review' : 'Add Review'}
        </button>
        <button type="button" className="btn btn--outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
