import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { apiRequest, errorStatus } from '@shared-ui/api';
import { formatCalendarDate } from '@shared-ui/date-format';
import { safeImageSrc } from '@shared-ui/safe-url';
import { toast } from '@shared-ui/toast';
import { CATCH_LIMITS } from '../../../../domain/gallery/catch-rules';
import { calendarDateOf } from '../../../../domain/shared/calendar';
import { useSignedOut } from '../../auth/auth-api';
import { useMediaUpload } from '../../media/upload-media';
import { CatalogueField, firstErrorField } from './CatalogueField';
import { DeleteConfirmDialog } from './DeleteConfirmDialog';
import { ListState } from './ListState';
import { CATCHES_KEY, failureToast, fieldErrorsFrom, useCatalogueWrite, type Catch } from './catalogue-api';
import { GALLERY_TOASTS } from './catalogue-messages';
import {
  checkGalleryForm,
  EMPTY_GALLERY_FORM,
  GALLERY_FIELDS,
  galleryFormOf,
  IMAGE_ACCEPT,
  imageFileProblem,
  uploadProgressLabel,
  type GalleryErrors,
  type GalleryForm,
} from './gallery-form';
import './catalogue.css';

type Editing = { mode: 'new' } | { mode: 'edit'; item: Catch } | null;

/** Website Content › Gallery (SPEC section 2): the catch form with an image upload, and the photo grid. */
export function GalleryTab({ canChange }: { canChange: boolean }) {
  const catches = useQuery<Catch[]>({ queryKey: CATCHES_KEY });
  const [editing, setEditing] = useState<Editing>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  const close = () => {
    setEditing(null);
    toggle.current?.focus();
  };

  return (
    <section className="admin-section catalogue" aria-labelledby="gallery-title">
      <div className="admin-section__head">
        <div>
          <h2 id="gallery-title">Gallery</h2>
          <p className="admin-section__summary">Recent catches, shown on the landing page latest first.</p>
        </div>
        {canChange ? (
          <button
            ref={toggle}
            id="gallery-toggle"
            type="button"
            className={editing ? 'btn btn--outline btn--sm' : 'btn btn--primary btn--sm'}
            aria-expanded={editing !== null}
            aria-controls={editing ? 'gallery-form' : undefined}
            onClick={() => setEditing(editing ? null : { mode: 'new' })}
          >
            {editing ? 'Close Form' : 'Add Gallery Item'}
          </button>
        ) : null}
      </div>

      {canChange && editing ? (
        <GalleryEditor key={editing.mode === 'edit' ? editing.item.id : 'new'} editing={editing} onDone={close} />
      ) : null}

      <ListState query={catches} what="gallery items" empty="No gallery items yet.">
        {(list) => (
          <ul className="catch-tiles">
            {list.map((item) => (
              <li key={item.id}>
                <CatchTile item={item} canChange={canChange} onEdit={() => setEditing({ mode: 'edit', item })} />
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}

function CatchTile({ item, canChange, onEdit }: { item: Catch; canChange: boolean; onEdit: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const src = safeImageSrc(item.imageUrl);
  const label = `${item.fishType} caught by ${item.angler}`;
  const remove = useCatalogueWrite<void>({
    key: CATCHES_KEY,
    write: async () => void (await apiRequest('DELETE', `/api/catches/${item.id}`)),
    success: GALLERY_TOASTS.deleted,
    failure: GALLERY_TOASTS.deleteFailed,
  });

  return (
    <figure className="catch-tile">
      <div className="catch-tile__frame">
        {src ? <img className="catch-tile__image" src={src} alt={label} loading="lazy" decoding="async" /> : null}
        {canChange ? (
          // Shown on hover, on keyboard focus and always on touch screens (catalogue.css).
          <div className="catch-tile__actions">
            <button type="button" className="btn btn--sm catch-tile__button" onClick={onEdit} aria-label={`Edit ${label}`}>
              Edit
            </button>
            <button
              type="button"
              className="btn btn--danger btn--sm"
              onClick={() => setConfirming(true)}
              disabled={remove.isPending}
              aria-label={`Delete ${label}`}
            >
              Delete
            </button>
          </div>
        ) : null}
      </div>
      <figcaption className="catch-tile__caption">
        <span className="catch-tile__fish">{item.fishType}</span>
        <span>{item.angler}</span>
        <time className="catch-tile__date" dateTime={item.date}>
          {formatCalendarDate(item.date)}
        </time>
      </figcaption>
      {confirming ? (
        <DeleteConfirmDialog
          title="Delete gallery item?"
          question={GALLERY_TOASTS.confirmDelete}
          busy={remove.isPending}
          returnFocusId="gallery-toggle"
          onCancel={() => setConfirming(false)}
          onConfirm={() => remove.mutate(undefined, { onSettled: () => setConfirming(false) })}
        />
      ) : null}
    </figure>
  );
}

function GalleryEditor({ editing, onDone }: { editing: NonNullable<Editing>; onDone: () => void }) {
  const id = useId();
  const fieldId = (field: string) => `${id}-${field}`;
  const target = editing.mode === 'edit' ? editing.item : null;
  const [form, setForm] = useState<GalleryForm>(target ? galleryFormOf(target) : EMPTY_GALLERY_FORM);
  const [errors, setErrors] = useState<GalleryErrors>({});
  // Today on the lake, read after mount: the date picker's upper bound.
  const [today, setToday] = useState<string | undefined>(undefined);
  useEffect(() => setToday(calendarDateOf(new Date())), []);
  const { upload, progress } = useMediaUpload('image');
  const signedOut = useSignedOut();
  const uploading = progress !== null;

  const save = useCatalogueWrite<GalleryForm>({
    key: CATCHES_KEY,
    write: (body) => (target ? apiRequest('PUT', `/api/catches/${target.id}`, body) : apiRequest('POST', '/api/catches', body)),
    success: target ? GALLERY_TOASTS.updated : GALLERY_TOASTS.created,
    failure: target ? GALLERY_TOASTS.updateFailed : GALLERY_TOASTS.createFailed,
  });

  const showErrors = (next: GalleryErrors) => {
    setErrors(next);
    const first = firstErrorField(GALLERY_FIELDS, next);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const set = <K extends keyof GalleryForm>(key: K, value: GalleryForm[K]) => setForm((current) => ({ ...current, [key]: value }));

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

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkGalleryForm(form, calendarDateOf(new Date()));
    if (checked.errors) return showErrors(checked.errors);
    setErrors({});
    save.mutate(checked.body, { onSuccess: onDone, onError: (error) => showErrors(fieldErrorsFrom(error, GALLERY_FIELDS)) });
  };

  const preview = form.imageUrl ? safeImageSrc(form.imageUrl) : null;

  return (
    <form id="gallery-form" className="catalogue-form card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="catalogue-form__title">
        {target ? 'Edit Gallery Item' : 'Add Gallery Item'}
      </h3>
      <div className="catalogue-form__grid">
        <CatalogueField id={fieldId('fishType')} label="Fish type" hint="For example: Northern Pike" error={errors.fishType}>
          <input className="input" value={form.fishType} maxLength={CATCH_LIMITS.fishTypeMax} autoFocus onChange={(e) => set('fishType', e.target.value)} />
        </CatalogueField>
        <CatalogueField id={fieldId('angler')} label="Angler" error={errors.angler}>
          <input className="input" value={form.angler} maxLength={CATCH_LIMITS.anglerMax} onChange={(e) => set('angler', e.target.value)} />
        </CatalogueField>
        <CatalogueField id={fieldId('date')} label="Date of the catch" error={errors.date}>
          <input className="input" type="date" value={form.date} max={today} onChange={(e) => set('date', e.target.value)} />
        </CatalogueField>
      </div>

      <CatalogueField id={fieldId('imageUrl')} label="Catch photo" hint="PNG, JPG or GIF, smaller than 5MB" error={errors.imageUrl}>
        <input className="input catalogue-form__file" type="file" accept={IMAGE_ACCEPT} disabled={uploading} onChange={(e) => void chooseFile(e)} />
      </CatalogueField>
      {uploading ? (
        <div className="upload-progress">
          <label htmlFor={fieldId('progress')}>{uploadProgressLabel(progress)}</label>
          <progress id={fieldId('progress')} max={1} value={progress} />
        </div>
      ) : null}
      {preview ? <img className="catalogue-form__preview" src={preview} alt="The chosen photo" /> : null}

      <div className="catalogue-form__actions">
        <button type="submit" className="btn btn--primary" disabled={save.isPending || uploading || !form.imageUrl}>
          {save.isPending ? 'Saving...' : target ? 'Update Gallery Item' : 'Add Gallery Item'}
        </button>
        <button type="button" className="btn btn--outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
