import { formatCalendarDate } from '@browser-kit/format/date-format';
import { CARD_GRID_SIZES, responsiveImage } from '@browser-kit/images/responsive-image';
import { galleryCatches, useCatches } from './catch-api';

const SKELETON_CARDS = [0, 1, 2];

/** The card's 4:3 box (landing.css) for a link elsewhere, whose pixel size is unknown. */
const CATCH_IMAGE_BOX = { width: 640, height: 480 };

/**
 * 'Recent Catches' (anchor gallery): photo cards of the guide's latest catches.
 * Shown as a light skeleton while loading (so the anchor exists for the header's link) and not at
 * all when the list is empty or cannot be loaded.
 */
export function CatchesGallery() {
  const { data, isPending, isError } = useCatches();
  const catches = isPending ? null : galleryCatches(data);
  if (isError || catches?.length === 0) return null;

  return (
    <section
      id="gallery"
      className="landing-section landing-section--tinted"
      aria-labelledby="gallery-title"
      aria-busy={catches ? undefined : true}
    >
      <div className="container">
        <header className="section-heading">
          <p className="section-heading__eyebrow">Fresh from the lake</p>
          <h2 id="gallery-title">Recent Catches</h2>
          <p className="section-heading__lead">Pike, walleye and perch landed by our guests on Wabamun Lake.</p>
        </header>

        {catches ? (
          <ul className="catch-grid">
            {catches.map((item) => (
              <li key={item.id} className="catch-card">
                <figure className="catch-card__figure">
                  <img
                    className="catch-card__image"
                    {...responsiveImage(item.src, item.media, CARD_GRID_SIZES, CATCH_IMAGE_BOX)}
                    alt={`${item.fishType} caught by ${item.angler}`}
                    loading="lazy"
                    decoding="async"
                  />
                  <figcaption className="catch-card__caption">
                    <span className="catch-card__fish">{item.fishType}</span>
                    <span className="catch-card__angler">{item.angler}</span>
                    <time className="catch-card__date" dateTime={/^\d{4}-\d{2}-\d{2}$/.test(item.date) ? item.date : undefined}>
                      {formatCalendarDate(item.date)}
                    </time>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        ) : (
          <ul className="catch-grid" aria-hidden="true">
            {SKELETON_CARDS.map((index) => (
              <li key={index} className="catch-card catch-card--skeleton">
                <span className="skeleton catch-card__image" />
                <span className="catch-card__caption">
                  <span className="skeleton skeleton--line" />
                  <span className="skeleton skeleton--line skeleton--short" />
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
