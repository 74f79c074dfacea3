import { Link } from '../navigation/Link';
import { safeImageSrc } from '@browser-kit/urls/safe-url';
import { formatInstantDate } from '@browser-kit/format/date-format';
import { CARD_GRID_SIZES, responsiveImage } from '@browser-kit/images/responsive-image';
import { usePageHead } from '@browser-kit/page-head/page-head';
import { useSiteInfo } from '@browser-kit/site/site-info';
import { AnchorLink } from '../layout/AnchorLink';
import { BookingCallToAction } from './BookingCallToAction';
import { publishedPosts, READ_TIME, useBlogPosts, type BlogPost } from './blog-api';
import './blog.css';

/** Public blog list (/blog): hero, published posts as cards, calls to book. */
export function BlogListPage() {
  const { name } = useSiteInfo();
  usePageHead({
    title: `Fishing Tips & Lake Reports | ${name}`,
    description:
      'Fishing tips, techniques and lake reports for northern pike, walleye and perch on Wabamun Lake, Alberta, from your local guide.',
  });
  const { data, isPending, isError } = useBlogPosts();
  const posts = publishedPosts(data);

  return (
    <>
      <section className="page-hero on-dark" aria-labelledby="blog-title">
        <div className="container page-hero__inner">
          <p className="page-hero__eyebrow">Fishing Tips</p>
          <h1 id="blog-title" className="page-hero__title">
            Wabamun Lake Fishing Blog
          </h1>
          <p className="page-hero__lead">
            Seasonal tips, techniques and lake reports for northern pike, walleye and perch, straight from the boat.
          </p>
          <AnchorLink anchor="book" className="btn btn--accent btn--lg">
            Book Your Lake Fishing Trip
          </AnchorLink>
        </div>
      </section>

      <div className="container blog-page">
        {isPending ? (
          <p className="blog-status" role="status">
            <span className="spinner" aria-hidden="true" /> Loading posts…
          </p>
        ) : isError ? (
          <p className="alert alert--warning blog-status" role="alert">
            We couldn't load the posts just now. Please refresh the page to try again.
          </p>
        ) : posts.length === 0 ? (
          <div className="card blog-empty">
            <h2>Coming Soon!</h2>
            <p>
              Our first fishing tips and lake reports are on their way. Check back soon, or book a trip and hear them first-hand on the
              water.
            </p>
          </div>
        ) : (
          <ul className="post-grid" aria-label="Blog posts">
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        )}

        <BookingCallToAction
          title="Ready to put these tips to work?"
          text="Spend a day on Wabamun Lake with a local guide. Rods, tackle and bait are included."
        />
      </div>
    </>
  );
}

/** The 16:9 box of blog.css, for a link elsewhere whose pixel size is unknown. */
const POST_CARD_BOX = { width: 800, height: 450 };

function PostCard({ post }: { post: BlogPost }) {
  const image = post.featuredImage ? safeImageSrc(post.featuredImage) : null;
  const shownAt = post.publishedAt ?? post.createdAt;
  return (
    <article className="card post-card">
      {image ? (
        <img
          className="post-card__image"
          {...responsiveImage(image, post.media, CARD_GRID_SIZES, POST_CARD_BOX)}
          alt=""
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className="post-card__body">
        <p className="post-meta">
          <time dateTime={shownAt}>{formatInstantDate(shownAt)}</time>
          <span aria-hidden="true"> · </span>
          <span>{READ_TIME}</span>
        </p>
        <h2 className="post-card__title">{post.title}</h2>
        <p className="post-card__excerpt">{post.excerpt}</p>
        <Link to={`/blog/${encodeURIComponent(post.slug)}`} className="post-card__more" aria-label={`Read More: ${post.title}`}>
          Read More
        </Link>
      </div>
    </article>
  );
}
