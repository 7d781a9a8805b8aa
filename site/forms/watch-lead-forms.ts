/**
 * Starts the lead-form island lazily (site/islands/client.tsx calls this on every page; it is a
 * few hundred bytes): a server-rendered form (`[data-lead-form]` with its id) is hydrated when it
 * comes within a screen of the viewport, or at once when the visitor touches it first. A form
 * sent before its script arrived is held and sent again once hydrated, by the same button.
 */

/** What the island module offers (site/islands/lead-form.tsx). */
interface LeadFormIsland {
  hydrateLeadForm: (slot: HTMLElement, onReady: () => void) => void;
}

export function watchLeadForms(load: () => Promise<LeadFormIsland>, root: ParentNode = document) {
  const slots = [...root.querySelectorAll<HTMLElement>("[data-lead-form]")].filter(
    (el) => (el.dataset.leadForm ?? "") !== "",
  );
  if (slots.length === 0) return;
  const started = new WeakMap<HTMLElement, Promise<void>>();
  const start = (slot: HTMLElement): Promise<void> => {
    let hydrated = started.get(slot);
    if (!hydrated) {
      hydrated = load().then(
        (island) => new Promise<void>((resolve) => island.hydrateLeadForm(slot, resolve)),
      );
      started.set(slot, hydrated);
    }
    return hydrated;
  };
  const observer =
    "IntersectionObserver" in window
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries)
              if (entry.isIntersecting && entry.target instanceof HTMLElement) {
                observer?.unobserve(entry.target);
                void start(entry.target);
              }
          },
          { rootMargin: "100% 0px" },
        )
      : null;
  for (const slot of slots) {
    if (observer) observer.observe(slot);
    else void start(slot);
    const now = () => void start(slot);
    slot.addEventListener("focusin", now, { once: true });
    slot.addEventListener("pointerdown", now, { once: true });
    slot.addEventListener(
      "submit",
      (e) => {
        if (slot.dataset.hydrated === "true") return;
        e.preventDefault();
        e.stopImmediatePropagation();
        const form = e.target instanceof HTMLFormElement ? e.target : null;
        const submitter = (e as SubmitEvent).submitter;
        void start(slot).then(() => {
          const again = form?.isConnected ? form : slot.querySelector("form");
          again?.requestSubmit(submitter?.isConnected ? (submitter as HTMLElement) : null);
        });
      },
      { capture: true },
    );
  }
}
