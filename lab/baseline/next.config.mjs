// The framework's floor for `npm run bench`: a bare Next.js static export (one heading, one
// paragraph, one client button) built with the site's own Next.js and React, served beside the
// site and measured in the same Lighthouse rounds, so that the site is judged against what the
// framework costs on this machine today.
const config = { output: 'export', trailingSlash: true, reactStrictMode: true };

export default config;
