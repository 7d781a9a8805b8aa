/** Reads JSON the server embedded in a <script type="application/json"> with this id. */
export function readJson<T>(id: string, fallback: T): T {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : fallback;
}
