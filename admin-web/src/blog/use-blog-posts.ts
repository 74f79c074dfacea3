import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorStatus } from '@browser-kit/api/api';
import type { ResponseOf } from '@browser-kit/api/api-types';
import { toast } from '@browser-kit/toast';
import { useSignedOut } from '../auth/auth-api';
import type { BlogPostBody } from './blog-form-state';
import { BLOG_TOASTS } from './blog-messages';
import { BLOG_POSTS_KEY, type BlogPost } from './blog-types';

/** Every post, drafts first (the server sends drafts to a signed-in account). */
export function useBlogPosts() {
  return useQuery<BlogPost[]>({ queryKey: BLOG_POSTS_KEY });
}

/** The toast after a save: what happened and where the post now stands. */
function savedToast(post: BlogPost, created: boolean): void {
  toast({
    title: created ? BLOG_TOASTS.created : BLOG_TOASTS.updated,
    description: post.published ? `"${post.title}" is published on the blog.` : `"${post.title}" is saved as a draft.`,
  });
}

/** `POST /api/blog-posts` (id undefined) or `PATCH /api/blog-posts/{id}`; the caller shows field errors. */
export function useSaveBlogPost(id: number | undefined) {
  const queryClient = useQueryClient();
  const signedOut = useSignedOut();
  const creating = id === undefined;
  return useMutation({
    mutationFn: async (body: BlogPostBody) => {
      const res = creating
        ? await apiRequest('POST', '/api/blog-posts', body)
        : await apiRequest('PATCH', `/api/blog-posts/${encodeURIComponent(id)}`, body);
      return (await res.json()) as ResponseOf<'/api/blog-posts', 'post'> | ResponseOf<'/api/blog-posts/{slugOrId}', 'patch'>;
    },
    onSuccess: async (post) => {
      savedToast(post, creating);
      await queryClient.invalidateQueries({ queryKey: BLOG_POSTS_KEY });
    },
    onError: (error) => {
      if (errorStatus(error) === 401) {
        signedOut();
        return;
      }
      toast({
        title: BLOG_TOASTS.errorTitle,
        description: creating ? BLOG_TOASTS.createFailed : BLOG_TOASTS.updateFailed,
        variant: 'destructive',
      });
    },
  });
}

/** `DELETE /api/blog-posts/{id}`. A post already gone counts as deleted: the list is refetched either way. */
export function useDeleteBlogPost() {
  const queryClient = useQueryClient();
  const signedOut = useSignedOut();
  return useMutation({
    mutationFn: async (post: Pick<BlogPost, 'id' | 'title'>) => {
      await apiRequest('DELETE', `/api/blog-posts/${encodeURIComponent(post.id)}`);
    },
    onSuccess: async (_result, post) => {
      toast({ title: BLOG_TOASTS.deleted, description: `"${post.title}" was deleted.` });
      await queryClient.invalidateQueries({ queryKey: BLOG_POSTS_KEY });
    },
    onError: async (error) => {
      if (errorStatus(error) === 401) {
        signedOut();
        return;
      }
      toast({ title: BLOG_TOASTS.errorTitle, description: BLOG_TOASTS.deleteFailed, variant: 'destructive' });
      if (errorStatus(error) === 404) await queryClient.invalidateQueries({ queryKey: BLOG_POSTS_KEY });
    },
  });
}
