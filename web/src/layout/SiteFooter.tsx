import { Link } from '../navigation/Link';
import { SiteLogo } from '@browser-kit/site/SiteLogo';
import { telHref, useSiteInfo } from '@browser-kit/site/site-info';
import { AnchorLink } from './AnchorLink';

/**
 * Site footer, anchor `contact`. Links to pages that are not built yet fall
 * through to the 'Page Not Found' screen until those pages exist.
 */
export function SiteFooter() {
  const { name, phone, email, location } = useSiteInfo();
  const year = new Date().getFullYear();

  return (
    <footer id="contact" className="site-footer on-dark">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <Link to="/" className="site-footer__brand">
            <SiteLogo size={40} />
            <span>{name}</span>
          </Link>
          <p className="site-footer__tagline">
            Guided northern pike, walleye and perch fishing on Wabamun Lake. All fishing gear included.
          </p>
        </div>

        <nav className="site-footer__col" aria-labelledby="footer-explore">
          <h2 id="footer-explore" className="site-footer__heading">
            Explore
          </h2>
          <ul>
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <AnchorLink anchor="packages">Packages</AnchorLink>
            </li>
            <li>
              <AnchorLink anchor="gallery">Gallery</AnchorLink>
            </li>
            <li>
              <AnchorLink anchor="book">Book a Trip</AnchorLink>
            </li>
            <li>
              <Link to="/blog">Fishing Reports</Link>
            </li>
            <li>
              <Link to="/gift-cards">Gift Cards</Link>
            </li>
            <li>
              <AnchorLink anchor="faq">FAQ</AnchorLink>
            </li>
          </ul>
        </nav>

        <nav className="site-footer__col" aria-labelledby="footer-lake">
          <h2 id="footer-lake" className="site-footer__heading">
            Before You Go
          </h2>
          <ul>
            <li>
              <Link to="/liability-waiver">Liability Waiver</Link>
            </li>
            <li>
              <Link to="/wabamun-lake-info">Wabamun Lake Info</Link>
            </li>
            <li>
              <Link to="/fishing-regulations">Fishing Regulations</Link>
            </li>
          </ul>
        </nav>

        <div className="site-footer__col">
          <h2 className="site-footer__heading">Contact</h2>
          <address className="site-footer__contact">
            <a href={telHref(phone)}>
              <span className="visually-hidden">Phone: </span>
              {phone}
            </a>
            <a href={`mailto:${email}`}>
              <span className="visually-hidden">Email: </span>
              {email}
            </a>
            <span>{location}</span>
          </address>
        </div>
      </div>

      <div className="container site-footer__legal">
        <p>
          © {year} {name}. All rights reserved.
        </p>
        <ul className="site-footer__legal-links" aria-label="Legal">
          <li>
            <Link to="/privacy-policy">Privacy Policy</Link>
          </li>
          <li>
            <Link to="/terms-of-service">Terms of Service</Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
