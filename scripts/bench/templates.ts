/** The page templates the benchmarks measure, each by one representative page per locale. */
export const templates: Array<{ name: string; pages: string[] }> = [
  { name: 'home', pages: ['/', '/en'] },
  { name: 'content page', pages: ['/over-ons', '/en/this-is-us'] },
  { name: 'team list', pages: ['/over-ons/ons-team'] },
  { name: 'team member', pages: ['/over-ons/ons-team/anna-de-vries'] },
  { name: 'news overview', pages: ['/actueel'] },
  { name: 'article', pages: ['/actueel/impact/zo-werkt-impact-factor-5'] },
  { name: 'vacancy', pages: ['/vacatures/it-auditor'] },
  { name: 'service', pages: ['/onze-aanpak/onze-diensten/subsidiecontrole'] },
  { name: 'contact (map placeholder)', pages: ['/contact', '/en/contact'] },
  { name: 'search', pages: ['/zoeken', '/en/search'] },
  { name: '404', pages: ['/404', '/en/404'] },
];

/** The file in dist/ of a page path. */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}
