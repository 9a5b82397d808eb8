/** The measurement loader or nothing, as this build's PUBLIC_ANALYTICS_URL says (src/build/page-measurement.ts). */
declare module 'virtual:page-measurement' {}
