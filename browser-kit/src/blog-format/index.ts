export { BlogContent, type InternalLinkRenderer } from './BlogContent';
export {
  isExternalHref,
  parseBlogContent,
  parseInline,
  plainTextOf,
  safeImageSrc,
  safeLinkHref,
  type BlogBlock,
  type BlogInline,
} from './blog-format';
