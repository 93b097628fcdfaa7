// Static division content and the site config are filled in by the public-site work (issue 3).
export {};
