import { NavLink, Navigate, Route, Routes } from 'react-router';
import { ScheduleTab } from '../availability/ScheduleTab';
import { PackagesTab } from '../catalogue/PackagesTab';
import { GalleryTab } from '../gallery/GalleryTab';
import { ReviewsTab } from '../reviews/ReviewsTab';
import { WaiverTermsTab } from '../waivers/WaiverTermsTab';
import { GuideProfileTab } from './site/GuideProfileTab';
import { HeroVideoTab } from './site/HeroVideoTab';
import { LogoTab } from './site/LogoTab';
import { PageContentTab } from './site/PageContentTab';

/** Website Content's sub-tabs in the order docs/product/content.md gives, then the waiver's terms; Packages is the default. */
const SUB_TABS = [
  { path: 'page-content', label: 'Page Content', Tab: PageContentTab },
  { path: 'hero-video', label: 'Hero Video', Tab: HeroVideoTab },
  { path: 'schedule', label: 'Schedule', Tab: ScheduleTab },
  { path: 'guide-profile', label: 'Guide Profile', Tab: GuideProfileTab },
  { path: 'logo', label: 'Logo', Tab: LogoTab },
  { path: 'packages', label: 'Packages', Tab: PackagesTab },
  { path: 'reviews', label: 'Reviews', Tab: ReviewsTab },
  { path: 'gallery', label: 'Gallery', Tab: GalleryTab },
  { path: 'waiver-terms', label: 'Waiver Terms', Tab: WaiverTermsTab },
] as const;

export function WebsiteContentView({ canChange }: { canChange: boolean }) {
  return (
    <section aria-labelledby="website-content-title">
      <h2 id="website-content-title" className="visually-hidden">
        Website Content
      </h2>
      <nav className="dashboard-tabs dashboard-tabs--sub" aria-label="Website Content">
        {SUB_TABS.map(({ path, label }) => (
          <NavLink key={path} to={`/content/${path}`} className="dashboard-tabs__tab">
            {label}
          </NavLink>
        ))}
      </nav>
      <Routes>
        <Route index element={<Navigate to="packages" replace />} />
        {SUB_TABS.map(({ path, Tab }) => (
          <Route key={path} path={path} element={<Tab canChange={canChange} />} />
        ))}
        <Route path="*" element={<Navigate to="/content/packages" replace />} />
      </Routes>
    </section>
  );
}
