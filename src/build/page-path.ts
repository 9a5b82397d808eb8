/** The address a built page's file is served at, as Netlify serves it: `index.html` is `/`, `services/x.html` is `/services/x`. */
export const pagePathOf = (file: string): string => `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`;
