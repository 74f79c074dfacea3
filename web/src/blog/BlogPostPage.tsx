import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Link } from '../navigation/Link';
import { BlogContent, type InternalLinkRenderer } from '@browser-kit/blog-format/BlogContent';
import { safeImageSrc } from '@browser-kit/urls/safe-url';
import { formatInstantDate } from '@browser-kit/format/date-format';
import { responsiveImage } from '@browser-kit/images/responsive-image';
import { usePageHead } from '@browser-kit/page-head/page-head';
import { useSiteInfo } from '@browser-kit/site/site-info';
import { AnchorLink } from '../layout/AnchorLink';
import { BookingCallToAction } from './BookingCallToAction';
import { postDocumentTitle, READ_TIME, useBlogPost, type BlogPost } from './blog-api';
import '@browser-kit/blog-format/blog-content.css';
import './blog.css';

/** Links inside a post to pages of this site move through the router (no reload). */
const routerLink: InternalLinkRenderer = (href, children: ReactNode, key) =>
  href.startsWith('#') ? (
    <a key={key} href={href}>
      {children}
    </a>
  ) : (
    <Link key={key} to={href}>
      {children}
    </Link>
  );

/**
 * One blog post (/blog/:slug). The tab title is the SEO title or
 * `<title> | <business name>`; the meta description comes from the post.
 */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  const { name } = useSiteInfo();
  const { data: post, isPending } = useBlogPost(slug);
  const notFound = post === null;

  usePageHead(
    post
      ? {
          title: postDocumentTitle(post, name),
          description: post.metaDescription?.trim() || post.excerpt?.trim(),
          keywords: post.keywords,
          type: 'article',
          image: post.featuredImage ? safeImageSrc(post.featuredImage) : null,
        }
      : { title: notFound ? `Post Not Found | ${name}` : `Fishing Tips | ${name}`, status: notFound ? 404 : undefined, noindex: notFound },
  );

  if (post) return <PostView post={post} />;

  if (isPending) {
    return (
      <div className="container blog-page blog-page--plain">
        <p className="blog-status" role="status">
          <span className="spinner" aria-hidden="true" /> Loading post…
        </p>
      </div>
    );
  }

  return (
    <section className="not-found container" aria-labelledby="post-missing-title">
      <div className="card not-found__card">
        {notFound ? (
          <>
            <h1 id="post-missing-title">Post Not Found</h1>
            <p>The blog post you're looking for doesn't exist.</p>
          </>
        ) : (
          <>
            <h1 id="post-missing-title">This post could not be loaded</h1>
            <p>Something went wrong on our side. Please refresh the page to try again.</p>
          </>
        )}
        <Link to="/blog" className="btn btn--primary">
          Back to Blog
        </Link>
      </div>
    </section>
  );
}

/** The post column of blog.css is 48rem wide at most, the phone's width inside the padding below that. */
const POST_IMAGE_SIZES = '(min-width: 48rem) 45rem, calc(100vw - 2rem)';
/** The 16:9 box of blog.css, for a link elsewhere whose pixel size is unknown. */
const POST_IMAGE_BOX = { width: 1200, height: 675 };

function PostView({ post }: { post: BlogPost }) {
  const image = post.featuredImage ? safeImageSrc(post.featuredImage) : null;
  const shownAt = post.publishedAt ?? post.createdAt;
  return (
    <article className="post" aria-labelledby="post-title">
      <header className="page-hero page-hero--post on-dark">
        <div className="container page-hero__inner post__narrow">
          <Link to="/blog" className="post__back">
            <span aria-hidden="true">←</span> All fishing tips
          </Link>
          {post.published ? null : <p className="badge badge--pending">Draft: not visible to visitors</p>}
          <h1 id="post-title" className="page-hero__title">
            {post.title}
          </h1>
          <p className="post-meta post-meta--on-dark">
            <time dateTime={shownAt}>{formatInstantDate(shownAt)}</time>
            <span aria-hidden="true"> · </span>
            <span>{READ_TIME}</span>
          </p>
        </div>
      </header>

      <div className="container blog-page post__narrow">
        {image ? (
          <img className="post__image" {...responsiveImage(image, post.media, POST_IMAGE_SIZES, POST_IMAGE_BOX)} alt="" decoding="async" />
        ) : null}
        <BlogContent content={post.content} className="blog-content post__content" renderInternalLink={routerLink} />

        <aside className="card post__related" aria-labelledby="post-related-title">
          <h2 id="post-related-title" className="post__related-title">
            Before you go
          </h2>
          <ul>
            <li>
              <Link to="/fishing-regulations">Alberta fishing regulations</Link>
            </li>
            <li>
              <Link to="/wabamun-lake-info">Wabamun Lake information</Link>
            </li>
            <li>
              <Link to="/blog">More fishing tips</Link>
            </li>
          </ul>
        </aside>

        <BookingCallToAction
          title="Fish Wabamun Lake with a guide"
          text="Put these tips to work on a guided trip for pike, walleye and perch. All gear included."
        />
      </div>

      {/* Tablets and up: phones already have the fixed 'Book Your Trip' bar at the bottom. */}
      <AnchorLink anchor="book" className="btn btn--accent btn--lg floating-book">
        Book Now
      </AnchorLink>
    </article>
  );
}
