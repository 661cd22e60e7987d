/**
 * This remote has no page of its own: the shell loads its `./routes` through remoteEntry.js and
 * renders them with the shell's store, router and i18n. The entry exists for the async boundary.
 */
export {};
