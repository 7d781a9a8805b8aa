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
} as const;
