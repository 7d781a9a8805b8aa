// Placeholder until its owner writes it.
export default function Placeholder() {
  return null;
}
