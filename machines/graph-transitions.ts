/**
 * What a machine's model-based tests compare their edges against: every transition the machine
 * declares (`on` of each state node, the root's included), so a test can name the ones no
 * generated path takes.
 */

/** What the walk reads of one declared transition. */
interface TransitionShape {
  eventType: string;
  target?: readonly { path: string[] }[] | undefined;
  guard?: unknown;
}

/** What the walk reads of a state node. */
interface TransitionNodeShape {
  path: string[];
  transitions: Map<string, readonly TransitionShape[]>;
  states: Record<string, TransitionNodeShape>;
}

/** One declared transition: source and target as dotted paths ("" is the root). */
export interface DeclaredTransition {
  source: string;
  event: string;
  /** null for a transition without a target (it only runs actions). */
  target: string | null;
  isGuarded: boolean;
}

export function declaredTransitions(root: TransitionNodeShape): DeclaredTransition[] {
  const out: DeclaredTransition[] = [];
  const walk = (node: TransitionNodeShape) => {
    for (const list of node.transitions.values())
      for (const t of list) {
        if (t.eventType.startsWith("xstate.")) continue;
        const target = t.target?.[0];
        out.push({
          source: node.path.join("."),
          event: t.eventType,
          target: target ? target.path.join(".") : null,
          isGuarded: t.guard !== undefined,
        });
      }
    for (const child of Object.values(node.states)) walk(child);
  };
  walk(root);
  return out;
}

/** One edge of the graph, as the test names its states. */
export interface NamedEdge {
  from: string;
  event: string;
  to: string;
  /** True when the edge changed the context (what a targetless transition does). */
  hasChangedContext: boolean;
}

const within = (state: string, node: string): boolean =>
  node === "" || state === node || state.startsWith(`${node}.`);

/**
 * The declared transitions no edge takes: an edge takes a transition when it leaves a state inside
 * the source on the event and lands inside the target, or, for a transition without a target,
 * stays in its state (with the context changed, when the transition is guarded).
 */
export function untakenTransitions(
  declared: readonly DeclaredTransition[],
  edges: readonly NamedEdge[],
): DeclaredTransition[] {
  return declared.filter(
    (t) =>
      !edges.some(
        (e) =>
          e.event === t.event &&
          within(e.from, t.source) &&
          (t.target === null
            ? e.to === e.from && (!t.isGuarded || e.hasChangedContext)
            : within(e.to, t.target)),
      ),
  );
}
