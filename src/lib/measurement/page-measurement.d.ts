/** The measurement loader or nothing, as this build's PUBLIC_ANALYTICS_URL says (./measurement.build.ts). */
declare module 'virtual:page-measurement' {}
