import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { PageLoading } from './layout/PageLoading';
import { SiteLayout } from './layout/SiteLayout';
import { LandingPage } from './pages/LandingPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { BookRedirect } from './pages/static/BookRedirect';

// The blog loads on demand: its code (and the content renderer) stays out of the landing page's bundle.
const BlogListPage = lazy(() => import('./blog/BlogListPage').then((m) => ({ default: m.BlogListPage })));
const BlogPostPage = lazy(() => import('./blog/BlogPostPage').then((m) => ({ default: m.BlogPostPage })));

// The information pages share one on-demand chunk (pages/static/index.ts, with their styles).
const staticPages = () => import('./pages/static');
const FishingRegulationsPage = lazy(() => staticPages().then((m) => ({ default: m.FishingRegulationsPage })));
const WabamunLakeInfoPage = lazy(() => staticPages().then((m) => ({ default: m.WabamunLakeInfoPage })));
const PrivacyPolicyPage = lazy(() => staticPages().then((m) => ({ default: m.PrivacyPolicyPage })));
const TermsOfServicePage = lazy(() => staticPages().then((m) => ({ default: m.TermsOfServicePage })));

// The waiver page and its form, on demand too: most visitors of the landing page never sign there.
const WaiverPage = lazy(() => import('./waivers').then((m) => ({ default: m.WaiverPage })));

// The share page of a referral code: visited from a booking confirmation, on demand.
const SharePage = lazy(() => import('./referrals').then((m) => ({ default: m.SharePage })));

// The manage link of a booking: visited from a confirmation's email or SMS, on demand.
const ManagePage = lazy(() => import('./manage').then((m) => ({ default: m.ManagePage })));

// A person's place on a waitlist: visited from the booking form's confirmation or an offer's message, on demand.
const WaitlistPage = lazy(() => import('./waitlist').then((m) => ({ default: m.WaitlistPage })));

// Gift cards: bought and checked on their own page, on demand.
const GiftCardsPage = lazy(() => import('./giftcards').then((m) => ({ default: m.GiftCardsPage })));

// The return address after a redirect-based card payment: rarely visited, so on demand too.
const BookingSuccessPage = lazy(() => import('./bookings/BookingSuccessPage').then((m) => ({ default: m.BookingSuccessPage })));

const onDemand = (page: ReactNode) => <Suspense fallback={<PageLoading />}>{page}</Suspense>;

/**
 * Public routes (docs/architecture/web.md). `/book` (linked from the share page) is no page of its own: it
 * redirects to the booking form on the landing page, keeping ?date, ?package and ?ref. Any other
 * path shows 'Page Not Found'.
 */
export function App() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<LandingPage />} />
        <Route path="blog" element={onDemand(<BlogListPage />)} />
        <Route path="blog/:slug" element={onDemand(<BlogPostPage />)} />
        <Route path="fishing-regulations" element={onDemand(<FishingRegulationsPage />)} />
        <Route path="wabamun-lake-info" element={onDemand(<WabamunLakeInfoPage />)} />
        <Route path="privacy-policy" element={onDemand(<PrivacyPolicyPage />)} />
        <Route path="terms-of-service" element={onDemand(<TermsOfServicePage />)} />
        <Route path="liability-waiver" element={onDemand(<WaiverPage />)} />
        <Route path="book" element={<BookRedirect />} />
        <Route path="share" element={onDemand(<SharePage />)} />
        <Route path="booking-success" element={onDemand(<BookingSuccessPage />)} />
        <Route path="manage/:token" element={onDemand(<ManagePage />)} />
        <Route path="waitlist/:token" element={onDemand(<WaitlistPage />)} />
        <Route path="gift-cards" element={onDemand(<GiftCardsPage />)} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
