// Placeholder until its owner writes it: the live preview inside the builder's iframe.
export {};
