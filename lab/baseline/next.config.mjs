// The baseline page for `npm run bench`: a bare Next.js export with the site's Next.js and React,
// so the site is judged against what the framework alone costs.
const config = { output: 'export', trailingSlash: true, reactStrictMode: true };

export default config;
