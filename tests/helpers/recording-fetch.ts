/** A request a provider adapter made, as the fake service saw it. */
export interface Recorded {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * A fetch that records every request and answers with what `answer` gives (JSON body, status
 * 200 unless said): the payment adapters' tests check the documented requests with it.
 */
export function recordingFetch(answer: (request: Recorded) => { status?: number; body?: unknown }) {
  const requests: Recorded[] = [];
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of new Headers(init.headers)) headers[name] = value;
    const request = {
      method: init.method ?? "GET",
      url: String(input),
      headers,
      body: typeof init.body === "string" ? init.body : "",
    };
    requests.push(request);
    const { status = 200, body } = answer(request);
    return new Response(body === undefined ? null : JSON.stringify(body), { status });
  };
  return { fetch, requests };
}
