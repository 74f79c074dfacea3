import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { PageLoading } from './layout/PageLoading';
import { SiteLayout } from './layout/SiteLayout';
import { LandingPage } from './pages/LandingPage';
import { NotFoundPage } from './pages/NotFoundPage';

// The blog loads on demand: its code (and the content renderer) stays out of the landing page's bundle.
const BlogListPage = lazy(() => import('./blog/BlogListPage').then((m) => ({ default: m.BlogListPage })));
const BlogPostPage = lazy(() => import('./blog/BlogPostPage').then((m) => ({ default: m.BlogPostPage })));

const onDemand = (page: ReactNode) => <Suspense fallback={<PageLoading />}>{page}</Suspense>;

/**
 * Public routes. Each SPEC route (/blog, /privacy-policy, ...) is added here by its own issue;
 * until then it falls through to the 'Page Not Found' screen.
 */
export function App() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<LandingPage />} />
        <Route path="blog" element={onDemand(<BlogListPage />)} />
        <Route path="blog/:slug" element={onDemand(<BlogPostPage />)} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
