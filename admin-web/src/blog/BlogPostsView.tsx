// The styles load with the tab; the components themselves import none, so specs can render them.
import '@browser-kit/blog-format/blog-content.css';
import './blog-admin.css';

export { BlogPostsView } from './BlogPostsPanel';
