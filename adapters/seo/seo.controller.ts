import { Controller, Get, Header, Inject, Req } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request } from 'express';
import { BlogService } from '../../application/blog/blog-service';
import { escapeHtml } from '../../domain/shared/html-escape';
import { Access } from '../auth/access';
import { AppConfig } from '../config/app-config';
import { publicOriginOf } from '../http/request-origin';
import { APP_CONFIG } from '../shared/tokens';

/** The public pages a search engine should know, besides the blog posts. */
export const PUBLIC_PAGES = [
  '/',
  '/blog',
  '/fishing-regulations',
  '/wabamun-lake-info',
  '/privacy-policy',
  '/terms-of-service',
  '/liability-waiver',
  '/gift-cards',
] as const;

/**
 * robots.txt and sitemap.xml for search engines: every public page and published post, and
 * nothing of /admin or /api. Addresses are absolute, on PUBLIC_ORIGIN: both files are cached for
 * an hour, by shared caches too, so they must not echo a Host header a client made up.
 */
@ApiExcludeController()
@Controller()
export class SeoController {
  constructor(
    private readonly blog: BlogService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('robots.txt')
  @Access('public')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  robots(@Req() request: Request): string {
    return [
      'User-agent: *',
      'Disallow: /admin',
      'Disallow: /api',
      'Allow: /',
      '',
      `Sitemap: ${publicOriginOf(request, this.config.publicOrigin)}/sitemap.xml`,
      '',
    ].join('\n');
  }

  @Get('sitemap.xml')
  @Access('public')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  async sitemap(@Req() request: Request): Promise<string> {
    const origin = publicOriginOf(request, this.config.publicOrigin);
    const posts = await this.blog.list({ kind: 'visitor' });
    const entries = [
      ...PUBLIC_PAGES.map((path) => url(origin + path)),
      ...posts.map((post) => url(`${origin}/blog/${encodeURIComponent(post.slug)}`, post.updatedAt)),
    ];
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
  }
}

function url(loc: string, lastModified?: Date): string {
  const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
  return `  <url><loc>${escapeHtml(loc)}</loc>${lastmod}</url>`;
}
