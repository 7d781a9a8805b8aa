// Placeholder until its owner writes it.
export default function Placeholder() {
  return <p>…</p>;
}
