/** English fallback texts: the spec's own wording. */
export const en = {
  notFound: {
    heading: "Page not found",
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
} as const;
