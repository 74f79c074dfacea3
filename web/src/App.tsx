import { Route, Routes } from 'react-router';
import { SiteLayout } from './layout/SiteLayout';
import { LandingPage } from './pages/LandingPage';
import { NotFoundPage } from './pages/NotFoundPage';

/**
 * Public routes. Each SPEC route (/blog, /privacy-policy, ...) is added here by its own issue;
 * until then it falls through to the 'Page Not Found' screen.
 */
export function App() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<LandingPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
