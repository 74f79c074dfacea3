import { useId, type ChangeEvent } from 'react';
import { describedBy, FormField } from '@browser-kit/forms/form-field';
import { toast } from '@browser-kit/toast';
import { useMediaUpload, type UploadedMedia } from '../../media/upload-media';
import { ACCEPTED_FILES, fileProblem, percent, uploadFailureToast } from './site-content-form';

/**
 * A file picker that uploads at once, with a labelled progress bar; `onUploaded` gets the stored
 * file (and saves its address). Only rendered for an account that may change content.
 */
export function MediaUploadField({
  kind,
  label,
  hint,
  disabled,
  onUploaded,
}: {
  kind: 'image' | 'video';
  label: string;
  hint?: string;
  disabled?: boolean;
  onUploaded: (media: UploadedMedia) => void;
}) {
  const inputId = useId();
  const progressId = useId();
  const { upload, progress } = useMediaUpload(kind);
  const uploading = progress !== null;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again after a refusal must fire change again.
    event.target.value = '';
    if (!file) return;
    const problem = fileProblem(file, kind);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    try {
      onUploaded(await upload(file));
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast({ ...uploadFailureToast(error), variant: 'destructive' });
    }
  };

  return (
    <FormField id={inputId} label={label} hint={hint} className="site-upload">
      <input
        id={inputId}
        className="input site-upload__input"
        type="file"
        accept={ACCEPTED_FILES[kind]}
        aria-describedby={describedBy(inputId, { hint: Boolean(hint) })}
        disabled={disabled || uploading}
        onChange={(event) => void choose(event)}
      />
      {progress !== null ? (
        <div className="site-upload__progress" role="status">
          <label htmlFor={progressId}>Uploading... {percent(progress)}</label>
          <progress id={progressId} max={1} value={progress} />
        </div>
      ) : null}
    </FormField>
  );
}
