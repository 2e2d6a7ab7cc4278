// The baseline page for `npm run bench`: a bare Next.js static export (one heading, one paragraph,
// one client button) with the site's own Next.js and React, measured in the same rounds as the
// site, so that the site is judged against what the framework costs on this machine today.
const config = { output: 'export', trailingSlash: true, reactStrictMode: true };

export default config;
