/*
 * What a test page needs to pass the checks before publishing (runtime/core/publish-checks.ts):
 * exactly one <h1>. A test about something else (search, cache, versions) gives its page the
 * heading any real page has, rather than an admin's override of the checks.
 */

/** A block whose only content is the page's main heading, rendered as its single <h1>. */
export const pageHeading = (text: string) => ({
  template: "lrdx-content-blocks",
  fields: { heading: text, header_tag: 1 },
  groups: [],
});
