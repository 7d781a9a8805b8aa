/**
 * What a machine's model-based tests compare their paths against: the states a machine can rest
 * in (leaf states without an `always` transition, which decide at once and are never seen), as
 * dotted paths ("landing.codeSent").
 */

/** What the walk reads of a state node. */
interface StateNodeShape {
  path: string[];
  always?: readonly unknown[] | undefined;
  states: Record<string, StateNodeShape>;
}

export function restingStates(root: StateNodeShape): Set<string> {
  const names = new Set<string>();
  const walk = (node: StateNodeShape) => {
    const children = Object.values(node.states);
    if (children.length === 0) {
      if (node.always === undefined || node.always.length === 0) names.add(node.path.join("."));
      return;
    }
    for (const child of children) walk(child);
  };
  walk(root);
  return names;
}
