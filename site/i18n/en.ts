/** English texts (the /en/ site) and every language's fallback: the spec's own wording. */
export const en = {
  skipToContent: "Skip to content",
  home: "Home",
  mainNavigation: "Main navigation",
  languageSwitch: {
    label: "Choose a language",
  },
  notFound: {
    heading: "Page not found",
    intro: "This may be because of one of these reasons:",
    reasons: [
      "A technical error",
      "The page was removed when the site was redesigned",
      "The link doesn't work any more",
      "You typed the wrong URL",
    ],
    suggestions: "You can go to the home page, go back to the previous page, or retype the URL.",
    goHome: "Go to the home page",
    goBack: "Go back to the previous page",
    heroParagraph:
      "We’re sorry, the page you requested cannot be found. Follow the link to access the home page or to further browse through our website.",
    heroButton: "Back to home",
    framework: "This page could not be found",
  },
  errorPage: {
    title: "An error occurred while showing the error page",
    body: "Unfortunately an error occurred and while showing the error page another error occurred",
    details: "Error details: {{details}}",
    goHome: "Go back to home",
    generic: "Something went wrong",
    genericBody: "This page cannot be shown right now. Please try again later.",
  },
  newWindow: {
    heading: "The link opens in a new window",
    open: "Open the link",
    back: "Back",
  },
  blockError: {
    message: "Something went wrong, please try again.",
    retry: "Try again",
  },
  consent: {
    label: "Cookie consent",
    title: "We respect your privacy",
    description:
      "We use the cookies the site needs to work and, with your consent, optional cookies to improve your experience and show third-party content such as maps and videos.",
    acceptAll: "Accept all",
    acceptNecessary: "Necessary only",
    reject: "Reject",
    privacy: "Privacy policy",
    placeholder:
      "This content is hidden to respect your choice to say no to marketing cookies, as this is the only way we can block third party cookies.",
  },
  modal: {
    close: "Close",
  },
  exitPopup: {
    title: "Leaving the site",
    copy: "You are about to leave our site for another one. Do you want to continue?",
    ok: "Continue",
  },
  modalForm: {
    title: "Form",
    body: "Form id {id}",
  },
  videoModal: {
    title: "Video",
  },
  search: {
    title: "Search",
    label: "Search the site",
    placeholder: "Search for a model, a service or an offer",
    submit: "Search",
    open: "Open search",
    close: "Close search",
    suggestions: "Suggestions",
    results_one: "Showing {{count}} result for '{{query}}'",
    results_other: "Showing {{count}} results for '{{query}}'",
    noResults: "Sorry, there were no results for your search.",
    noResultsHint:
      "Sorry there were no results for your search. Please try again with another term or phrase.",
    empty: "Type a word or a phrase to search the site's pages.",
    tooLong: "The search is too long: {{max}} characters at most. Please shorten it and try again.",
    pages: "Result pages",
    previous: "Previous results",
    next: "Next results",
    pageOf: "Page {{page}} of {{pages}}",
  },
  footer: {
    rights: "All rights reserved © {{year}}",
    label: "Site footer",
    search: "Search the site",
    searchButton: "Search",
    searchPlaceholder: "Search",
    retailers: "Retailers",
    call: "Call {{name}}",
  },
  nav: {
    menu: "Menu",
    close: "Close the menu",
    overview: "{{label}} overview",
    logoHome: "{{name}}: home",
  },
  breadcrumbs: {
    label: "Breadcrumbs",
  },
  fab: {
    label: "Quick links",
    expand: "Quick links",
  },
  readyToGoBar: {
    label: "Next steps",
    showMore: "Show more",
  },
  news: {
    back: "Back to News Section",
    pagination: "News pages",
    previous: "Previous page",
    next: "Next page",
    firstPage: "Back to the first page of news",
    sampleTitle: "News title",
    sampleSummary: "The latest published news pages show here, nine to a page.",
    quickLinks: "Next Steps",
  },
} as const;
