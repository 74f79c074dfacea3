import { useQuery } from '@tanstack/react-query';
import type { Schema } from '@browser-kit/api/api-types';
import { safeImageSrc } from '@browser-kit/urls/safe-url';

/** One entry of the recent-catches gallery, as GET /api/catches returns it (`media`: an upload's sizes). */
export type Catch = Schema<'GalleryCatchDto'>;

export const CATCHES_KEY = ['/api/catches'] as const;

export function useCatches() {
  return useQuery<Catch[]>({ queryKey: CATCHES_KEY });
}

/**
 * The catches worth showing, newest first: only those whose image may be shown (an https URL or a
 * path on this site), each with that src.
 */
export function galleryCatches(catches: readonly Catch[] | null | undefined): Array<Catch & { src: string }> {
  if (!Array.isArray(catches)) return [];
  return catches
    .flatMap((item) => {
      const src = typeof item?.imageUrl === 'string' ? safeImageSrc(item.imageUrl) : null;
      return src ? [{ ...item, src }] : [];
    })
    .sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1));
}
