// After `next build` (part of npm run build; nothing to do unless SITE_PREVIEW=1): a pull
// request's preview has no sitemap of its own, and its robots.txt names none. Next.js writes
// out/sitemap.xml for every build, so a preview's export leaves it out here.
import { rmSync } from 'node:fs';
import { isPreviewBuild } from '@/lib/preview';

if (isPreviewBuild()) {
  rmSync('out/sitemap.xml', { force: true });
  console.log('Preview: out/sitemap.xml left out.');
}
