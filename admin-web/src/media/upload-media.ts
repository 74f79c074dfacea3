import { ApiError } from '@browser-kit/api/api';
import type { ResponseOf, Schema } from '@browser-kit/api/api-types';
import { useCallback, useRef, useState } from 'react';

/** A stored upload, as POST /api/media answers. */
export type UploadedMedia = ResponseOf<'/api/media', 'post'>;

/** What the form asks for: the server refuses another kind of file with its own message. */
export type MediaKind = NonNullable<Schema<'MediaUploadDto'>['kind']>;

/**
 * Sends one file to POST /api/media and reports its progress (0-1). XMLHttpRequest, not fetch:
 * only it reports upload progress, which a 50 MB video on a phone's connection needs. A refusal
 * raises the same ApiError as every other call (`<status>: <body>`).
 */
export function uploadMedia(
  file: File,
  kind: MediaKind,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedMedia> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/media');
    request.withCredentials = true;
    request.setRequestHeader('X-Requested-With', 'fetch');
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve(JSON.parse(request.responseText) as UploadedMedia);
      } else {
        reject(new ApiError(request.status, request.responseText, request.statusText));
      }
    };
    request.onerror = () => reject(new Error('The upload could not reach the server.'));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const body = new FormData();
    // The kind goes first: the server reads it before the file to name the right size limit.
    body.append('kind', kind);
    body.append('file', file);
    request.send(body);
  });
}

export interface MediaUpload {
  /** Starts an upload; resolves with the stored media, rejects with the server's refusal. */
  upload(file: File): Promise<UploadedMedia>;
  /** 0-1 while an upload runs, null otherwise. */
  progress: number | null;
}

/** One upload at a time with its progress, for an upload field with a progress bar. */
export function useMediaUpload(kind: MediaKind): MediaUpload {
  const [progress, setProgress] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);
  const upload = useCallback(
    async (file: File) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setProgress(0);
      try {
        return await uploadMedia(file, kind, setProgress, controller.signal);
      } finally {
        if (running.current === controller) {
          running.current = null;
          setProgress(null);
        }
      }
    },
    [kind],
  );
  return { upload, progress };
}
