import { Fragment, useMemo, type ReactNode } from 'react';
import { parseBlogContent, type BlogBlock, type BlogInline } from './blog-format';

/** Renders a site-relative link (`/path`, `#anchor`), e.g. through the router; a plain <a> by default. */
export type InternalLinkRenderer = (href: string, children: ReactNode, key: number) => ReactNode;

const plainInternalLink: InternalLinkRenderer = (href, children, key) => (
  <a key={key} href={href}>
    {children}
  </a>
);

/**
 * Blog content (the Markdown subset of ./blog-format.ts) as React elements. Every piece of text is
 * a React text node, so markup typed into a post is shown, never interpreted.
 */
export function BlogContent({
  content,
  className = 'blog-content',
  renderInternalLink = plainInternalLink,
}: {
  content: string;
  className?: string;
  renderInternalLink?: InternalLinkRenderer;
}) {
  const blocks = useMemo(() => parseBlogContent(content), [content]);
  return <div className={className}>{blocks.map((block, index) => renderBlock(block, index, renderInternalLink))}</div>;
}

function renderBlock(block: BlogBlock, key: number, internal: InternalLinkRenderer): ReactNode {
  switch (block.type) {
    case 'heading': {
      const Heading = `h${block.level}` as const;
      return <Heading key={key}>{renderInlines(block.children, internal)}</Heading>;
    }
    case 'paragraph':
      return <p key={key}>{renderInlines(block.children, internal)}</p>;
    case 'list': {
      const items = block.items.map((item, i) => <li key={i}>{renderInlines(item, internal)}</li>);
      return block.ordered ? (
        <ol key={key} start={block.start === 1 ? undefined : block.start}>
          {items}
        </ol>
      ) : (
        <ul key={key}>{items}</ul>
      );
    }
    case 'image':
      if (!block.src) return block.alt ? <p key={key}>{block.alt}</p> : null;
      return (
        <figure key={key} className="blog-content__figure">
          <img src={block.src} alt={block.alt} loading="lazy" decoding="async" />
        </figure>
      );
  }
}

function renderInlines(nodes: BlogInline[], internal: InternalLinkRenderer): ReactNode[] {
  return nodes.map((node, key) => renderInline(node, key, internal));
}

function renderInline(node: BlogInline, key: number, internal: InternalLinkRenderer): ReactNode {
  switch (node.type) {
    case 'text':
      return <Fragment key={key}>{node.text}</Fragment>;
    case 'break':
      return <br key={key} />;
    case 'strong':
      return <strong key={key}>{renderInlines(node.children, internal)}</strong>;
    case 'em':
      return <em key={key}>{renderInlines(node.children, internal)}</em>;
    case 'link': {
      const children = renderInlines(node.children, internal);
      if (!node.external && !/^(mailto|tel):/i.test(node.href)) return internal(node.href, children, key);
      return node.external ? (
        <a key={key} href={node.href} target="_blank" rel="noopener noreferrer">
          {children}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : (
        <a key={key} href={node.href}>
          {children}
        </a>
      );
    }
  }
}
