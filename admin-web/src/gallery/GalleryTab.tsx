import { useQuery } from '@tanstack/react-query';
import type { ChangeEvent } from 'react';
import { errorStatus } from '@browser-kit/api/api';
import { formatCalendarDate } from '@browser-kit/format/date-format';
import { safeImageSrc } from '@browser-kit/urls/safe-url';
import { toast } from '@browser-kit/toast';
import { useLakeTodayInBrowser } from '@browser-kit/forms/use-lake-today';
import { CATCH_LIMITS } from '../../../domain/gallery/catch-rules';
import { calendarDateOf } from '../../../domain/shared/calendar';
import { useSignedOut } from '../auth/auth-api';
import { useMediaUpload } from '../media/upload-media';
import { failureToast } from '../shared/content-writes';
import { EditableListTab, type Editing } from '../shared/EditableListTab';
import { EditorField } from '../shared/EditorField';
import { EditorForm } from '../shared/EditorForm';
import { useDeleteConfirm } from '../shared/use-delete-confirm';
import { useItemEditor } from '../shared/use-item-editor';
import { CATCHES_KEY, type Catch } from './catch-api';
import { GALLERY_TOASTS } from './gallery-messages';
import {
  checkGalleryForm,
  EMPTY_GALLERY_FORM,
  GALLERY_FIELDS,
  galleryFormOf,
  IMAGE_ACCEPT,
  imageFileProblem,
  uploadProgressLabel,
  type GalleryForm,
} from './gallery-form';
import { SampleBadge } from '../setup/SampleBadge';
import { useSampleIds } from '../setup/setup-api';
import './gallery.css';

/** Website Content › Gallery: the catch form with an image upload, and the photo grid. */
export function GalleryTab({ canChange }: { canChange: boolean }) {
  const catches = useQuery<Catch[]>({ queryKey: CATCHES_KEY });
  return (
    <EditableListTab
      name="gallery"
      title="Gallery"
      summary="Recent catches, shown on the landing page latest first."
      addLabel="Add Gallery Item"
      formId="gallery-form"
      canChange={canChange}
      query={catches}
      what="gallery items"
      empty="No gallery items yet."
      listClassName="catch-tiles"
      renderEditor={(editing, onDone) => <GalleryEditor editing={editing} onDone={onDone} />}
      renderItem={(item, onEdit) => <CatchTile item={item} canChange={canChange} onEdit={onEdit} />}
    />
  );
}

function CatchTile({ item, canChange, onEdit }: { item: Catch; canChange: boolean; onEdit: () => void }) {
  const samples = useSampleIds('catches');
  const src = safeImageSrc(item.imageUrl);
  const label = `${item.fishType} caught by ${item.angler}`;
  const remove = useDeleteConfirm({
    key: CATCHES_KEY,
    url: `/api/catches/${item.id}`,
    toasts: GALLERY_TOASTS,
    title: 'Delete gallery item?',
    question: GALLERY_TOASTS.confirmDelete,
    returnFocusId: 'gallery-toggle',
  });

  return (
    <figure className="catch-tile">
      <div className="catch-tile__frame">
        {src ? <img className="catch-tile__image" src={src} alt={label} loading="lazy" decoding="async" /> : null}
        {canChange ? (
          // Shown on hover, on keyboard focus and always on touch screens (gallery.css).
          <div className="catch-tile__actions">
            <button type="button" className="btn btn--sm catch-tile__button" onClick={onEdit} aria-label={`Edit ${label}`}>
              Edit
            </button>
            <button
              type="button"
              className="btn btn--danger btn--sm"
              onClick={remove.ask}
              disabled={remove.busy}
              aria-label={`Delete ${label}`}
            >
              Delete
            </button>
          </div>
        ) : null}
      </div>
      <figcaption className="catch-tile__caption">
        <span className="catch-tile__fish">
          {item.fishType}
          {samples.has(item.id) ? <SampleBadge /> : null}
        </span>
        <span>{item.angler}</span>
        <time className="catch-tile__date" dateTime={item.date}>
          {formatCalendarDate(item.date)}
        </time>
      </figcaption>
      {remove.dialog}
    </figure>
  );
}

function GalleryEditor({ editing, onDone }: { editing: NonNullable<Editing<Catch>>; onDone: () => void }) {
  const { titleId, fieldId, target, form, set, errors, setErrors, save, submit } = useItemEditor({
    editing,
    onDone,
    formOf: galleryFormOf,
    empty: EMPTY_GALLERY_FORM,
    fields: GALLERY_FIELDS,
    // The lake's date when the form is sent: a catch cannot be dated after it.
    check: (values: GalleryForm) => checkGalleryForm(values, calendarDateOf(new Date())),
    key: CATCHES_KEY,
    url: '/api/catches',
    toasts: GALLERY_TOASTS,
  });
  // Today on the lake, read after mount: the date picker's upper bound.
  const today = useLakeTodayInBrowser();
  const { upload, progress } = useMediaUpload('image');
  const signedOut = useSignedOut();
  const uploading = progress !== null;

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      input.value = '';
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    try {
      const stored = await upload(file);
      set('imageUrl', stored.url);
      setErrors((current) => ({ ...current, imageUrl: undefined }));
      toast({ title: GALLERY_TOASTS.uploaded });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      if (errorStatus(error) === 401) return signedOut();
      toast(failureToast(GALLERY_TOASTS.uploadFailed, error));
    } finally {
      // The same file may be chosen again after a failure.
      input.value = '';
    }
  };

  const preview = form.imageUrl ? safeImageSrc(form.imageUrl) : null;

  return (
    <EditorForm
      id="gallery-form"
      titleId={titleId}
      title={target ? 'Edit Gallery Item' : 'Add Gallery Item'}
      busy={save.isPending}
      submitDisabled={uploading || !form.imageUrl}
      submitLabel={target ? 'Update Gallery Item' : 'Add Gallery Item'}
      onSubmit={submit}
      onCancel={onDone}
    >
      <div className="catalogue-form__grid">
        <EditorField id={fieldId('fishType')} label="Fish type" hint="For example: Northern Pike" error={errors.fishType}>
          <input
            className="input"
            value={form.fishType}
            maxLength={CATCH_LIMITS.fishTypeMax}
            autoFocus
            onChange={(e) => set('fishType', e.target.value)}
          />
        </EditorField>
        <EditorField id={fieldId('angler')} label="Angler" error={errors.angler}>
          <input className="input" value={form.angler} maxLength={CATCH_LIMITS.anglerMax} onChange={(e) => set('angler', e.target.value)} />
        </EditorField>
        <EditorField id={fieldId('date')} label="Date of the catch" error={errors.date}>
          <input className="input" type="date" value={form.date} max={today} onChange={(e) => set('date', e.target.value)} />
        </EditorField>
      </div>

      <EditorField id={fieldId('imageUrl')} label="Catch photo" hint="PNG, JPG or GIF, smaller than 5MB" error={errors.imageUrl}>
        <input
          className="input catalogue-form__file"
          type="file"
          accept={IMAGE_ACCEPT}
          disabled={uploading}
          onChange={(e) => void chooseFile(e)}
        />
      </EditorField>
      {uploading ? (
        <div className="upload-progress">
          <label htmlFor={fieldId('progress')}>{uploadProgressLabel(progress)}</label>
          <progress id={fieldId('progress')} max={1} value={progress} />
        </div>
      ) : null}
      {preview ? <img className="catalogue-form__preview" src={preview} alt="The chosen photo" /> : null}
    </EditorForm>
  );
}
