import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { StarRating } from '@browser-kit/stars/StarRating';
import { REVIEW_LIMITS } from '../../../domain/reviews/review-rules';
import { CardActions } from '../shared/CardActions';
import { EditableListTab, type Editing } from '../shared/EditableListTab';
import { EditorField } from '../shared/EditorField';
import { EditorForm } from '../shared/EditorForm';
import { useDeleteConfirm } from '../shared/use-delete-confirm';
import { useItemEditor } from '../shared/use-item-editor';
import { SampleBadge } from '../setup/SampleBadge';
import { useSampleIds } from '../setup/setup-api';
import { REVIEWS_KEY, type Review } from './review-api';
import { REVIEW_TOASTS } from './review-messages';
import { checkReviewForm, EMPTY_REVIEW_FORM, RATING_OPTIONS, REVIEW_FIELDS, reviewFormOf } from './review-form';
import './reviews.css';

/** Website Content › Reviews: the add form and the reviews with initials, location and stars. */
export function ReviewsTab({ canChange }: { canChange: boolean }) {
  const reviews = useQuery<Review[]>({ queryKey: REVIEWS_KEY });
  return (
    <EditableListTab
      name="reviews"
      title="Reviews"
      summary="What guests say, shown on the landing page newest first."
      addLabel="Add Review"
      formId="review-form"
      canChange={canChange}
      query={reviews}
      what="reviews"
      empty="No reviews yet."
      listClassName="catalogue-list"
      renderEditor={(editing, onDone) => <ReviewEditor editing={editing} onDone={onDone} />}
      renderItem={(review, onEdit) => <ReviewCard review={review} canChange={canChange} onEdit={onEdit} />}
    />
  );
}

function ReviewCard({ review, canChange, onEdit }: { review: Review; canChange: boolean; onEdit: () => void }) {
  const headingId = useId();
  const samples = useSampleIds('reviews');
  const remove = useDeleteConfirm({
    key: REVIEWS_KEY,
    url: `/api/reviews/${review.id}`,
    toasts: REVIEW_TOASTS,
    title: 'Delete review?',
    question: `Are you sure you want to delete the review by ${review.name}?`,
    returnFocusId: 'reviews-toggle',
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
            {samples.has(review.id) ? <SampleBadge /> : null}
          </h3>
          <p className="catalogue-card__meta">{review.location}</p>
        </div>
      </header>
      <StarRating rating={review.rating} />
      <p className="catalogue-card__text">{review.comment}</p>
      {canChange ? <CardActions name={`review by ${review.name}`} busy={remove.busy} onEdit={onEdit} onDelete={remove.ask} /> : null}
      {remove.dialog}
    </article>
  );
}

function ReviewEditor({ editing, onDone }: { editing: NonNullable<Editing<Review>>; onDone: () => void }) {
  const { titleId, fieldId, target, form, set, errors, save, submit } = useItemEditor({
    editing,
    onDone,
    formOf: reviewFormOf,
    empty: EMPTY_REVIEW_FORM,
    fields: REVIEW_FIELDS,
    check: checkReviewForm,
    key: REVIEWS_KEY,
    url: '/api/reviews',
    toasts: REVIEW_TOASTS,
  });

  return (
    <EditorForm
      id="review-form"
      titleId={titleId}
      title={target ? `Edit review by ${target.name}` : 'Add Review'}
      busy={save.isPending}
      submitLabel={target ? 'Update Review' : 'Add Review'}
      onSubmit={submit}
      onCancel={onDone}
    >
      <div className="catalogue-form__grid">
        <EditorField id={fieldId('name')} label="Name" hint="The badge shows its initials" error={errors.name}>
          <input
            className="input"
            value={form.name}
            maxLength={REVIEW_LIMITS.nameMax}
            autoFocus
            onChange={(e) => set('name', e.target.value)}
          />
        </EditorField>
        <EditorField id={fieldId('location')} label="Location" hint="For example: Edmonton, AB" error={errors.location}>
          <input
            className="input"
            value={form.location}
            maxLength={REVIEW_LIMITS.locationMax}
            onChange={(e) => set('location', e.target.value)}
          />
        </EditorField>
        <EditorField id={fieldId('rating')} label="Rating" error={errors.rating}>
          <select className="select" value={form.rating} onChange={(e) => set('rating', e.target.value)}>
            {RATING_OPTIONS.map((stars) => (
              <option key={stars} value={String(stars)}>
                {stars} {stars === 1 ? 'star' : 'stars'}
              </option>
            ))}
          </select>
        </EditorField>
      </div>
      <EditorField id={fieldId('comment')} label="Comment" error={errors.comment}>
        <textarea
          className="textarea"
          rows={4}
          value={form.comment}
          maxLength={REVIEW_LIMITS.commentMax}
          onChange={(e) => set('comment', e.target.value)}
        />
      </EditorField>
    </EditorForm>
  );
}
