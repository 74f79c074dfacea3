import { useId, useState, type ChangeEvent } from 'react';
import { errorStatus, serverMessage } from '@browser-kit/api/api';
import { safeImageSrc } from '@browser-kit/urls/safe-url';
import { toast } from '@browser-kit/toast';
import { MEDIA_LIMITS, MEDIA_MESSAGES } from '../../../domain/media/media-rules';
import { useSignedOut } from '../auth/auth-api';
import { useMediaUpload } from '../media/upload-media';
import { uploadPercent } from './blog-list-format';
import { BLOG_TOASTS } from './blog-messages';

/** 'File too large: Please choose ...' as the toast's title and text. */
function splitMessage(message: string): { title: string; description: string } {
  const at = message.indexOf(': ');
  return at < 0
    ? { title: BLOG_TOASTS.uploadFailedTitle, description: message }
    : { title: message.slice(0, at), description: message.slice(at + 2) };
}

/**
 * The featured image: an upload (POST /api/media, with a progress bar) whose address becomes the
 * post's `featuredImage`, its preview, and Remove. The post itself changes only when it is saved.
 */
export function FeaturedImageField({
  id,
  value,
  error,
  disabled,
  onChange,
  onUploading,
}: {
  id: string;
  value: string;
  error?: string;
  disabled: boolean;
  onChange: (url: string) => void;
  onUploading: (uploading: boolean) => void;
}) {
  const hintId = useId();
  const progressLabelId = useId();
  const { upload, progress } = useMediaUpload('image');
  const signedOut = useSignedOut();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const preview = value ? safeImageSrc(value) : null;
  const uploading = progress !== null;
  const shownError = uploadError ?? error;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file may be chosen again after a failure.
    input.value = '';
    if (!file) return;
    setUploadError(null);
    // Refused before sending: no point pushing megabytes over a phone's connection for a 413.
    if (file.size > MEDIA_LIMITS.image) {
      setUploadError(MEDIA_MESSAGES.imageTooLarge);
      toast({ ...splitMessage(MEDIA_MESSAGES.imageTooLarge), variant: 'destructive' });
      return;
    }
    onUploading(true);
    try {
      const media = await upload(file);
      onChange(media.url);
      toast({ title: BLOG_TOASTS.imageUploaded });
    } catch (failure) {
      if (failure instanceof DOMException && failure.name === 'AbortError') return;
      if (errorStatus(failure) === 401) {
        signedOut();
        return;
      }
      const message = serverMessage(failure) ?? (failure instanceof Error ? failure.message : MEDIA_MESSAGES.notImage);
      setUploadError(message);
      toast({ ...splitMessage(message), variant: 'destructive' });
    } finally {
      onUploading(false);
    }
  };

  return (
    <div className="field blog-admin-image">
      <label className="label" htmlFor={id}>
        Featured image (optional)
      </label>
      {preview ? (
        <img className="blog-admin-image__preview" src={preview} alt="Featured image preview" width={320} height={180} decoding="async" />
      ) : null}
      <input
        id={id}
        className="input blog-admin-image__file"
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        disabled={disabled || uploading}
        aria-describedby={[hintId, shownError ? `${id}-error` : ''].filter(Boolean).join(' ')}
        aria-invalid={shownError ? true : undefined}
        onChange={(event) => void onFile(event)}
      />
      <p id={hintId} className="hint">
        PNG, JPG, GIF or WebP, smaller than 5MB. Shown on the blog list and at the top of the post.
      </p>
      {uploading ? (
        <div className="blog-admin-image__progress">
          <span id={progressLabelId}>Uploading image... {uploadPercent(progress)}%</span>
          <progress aria-labelledby={progressLabelId} max={100} value={uploadPercent(progress)} />
        </div>
      ) : null}
      {preview && !uploading ? (
        <button
          type="button"
          className="btn btn--outline btn--sm blog-admin-image__remove"
          disabled={disabled}
          onClick={() => onChange('')}
        >
          Remove image
        </button>
      ) : null}
      {shownError ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
