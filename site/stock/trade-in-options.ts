import { useEffect, useRef, useState } from "react";
import {
  parseTradeInOptions,
  type TradeInOptions,
  tradeInOptionsUrl,
} from "../../runtime/core/stock/trade-in.ts";

/** An answer being read, failed, or in. */
export type Load<T> = { status: "loading" } | { status: "failed" } | { status: "ok"; value: T };

async function getOptions(url: string, signal?: AbortSignal): Promise<TradeInOptions> {
  const response = await fetch(url, { signal, headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return parseTradeInOptions(await response.json());
}

/**
 * The trade-in options, read once the visitor turns the trade-in on, and the models of the
 * chosen brand (001 §3: models by brand), each brand asked once; each has its retry.
 */
export function useTradeInOptions(input: {
  isOn: boolean;
  url: string | null;
  endpoint: string;
  lang: string;
  brand: string;
}) {
  const { isOn, url, endpoint, lang, brand } = input;
  const [attempt, setAttempt] = useState(0);
  const [modelsAttempt, setModelsAttempt] = useState(0);
  const [options, setOptions] = useState<Load<TradeInOptions>>({ status: "loading" });
  const [models, setModels] = useState<Record<string, Load<TradeInOptions["models"]>>>({});

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry button asking again.
  useEffect(() => {
    if (!isOn || url === null) return;
    const controller = new AbortController();
    setOptions({ status: "loading" });
    getOptions(url, controller.signal)
      .then((value) => setOptions({ status: "ok", value }))
      .catch(() => {
        if (!controller.signal.aborted) setOptions({ status: "failed" });
      });
    return () => controller.abort();
  }, [isOn, url, attempt]);

  // The models of the chosen brand (001 §3: models by brand), each brand asked once.
  const modelsOfBrand = brand ? models[brand] : undefined;
  const asked = useRef(new Set<string>());
  // biome-ignore lint/correctness/useExhaustiveDependencies: modelsAttempt is the retry button asking again.
  useEffect(() => {
    if (!isOn || !brand || asked.current.has(brand)) return;
    const brandUrl = tradeInOptionsUrl(endpoint, lang, brand);
    if (brandUrl === null) return;
    asked.current.add(brand);
    setModels((m) => ({ ...m, [brand]: { status: "loading" } }));
    getOptions(brandUrl)
      .then((value) => setModels((m) => ({ ...m, [brand]: { status: "ok", value: value.models } })))
      .catch(() => {
        asked.current.delete(brand);
        setModels((m) => ({ ...m, [brand]: { status: "failed" } }));
      });
  }, [isOn, brand, endpoint, lang, modelsAttempt]);

  return {
    options,
    retryOptions: () => setAttempt((a) => a + 1),
    modelsOfBrand,
    retryModels: () => setModelsAttempt((a) => a + 1),
  };
}
