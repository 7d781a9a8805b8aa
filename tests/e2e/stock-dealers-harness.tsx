import { useState } from "react";
import { createRoot } from "react-dom/client";
import { PostcodeSearch } from "../../site/stock/postcode-modal.tsx";
import { SaveCarButton, SavedCarsPanel } from "../../site/stock/saved-cars.tsx";
import { TradeInForm } from "../../site/stock/trade-in-form.tsx";
import { defaultSiteContext, SiteContext } from "../../site/ui/site-context.tsx";

/**
 * A page for tests/e2e/stock-dealers.test.ts only (built by that test into a temporary folder):
 * the postcode search, save buttons for a few cars, the saved-cars panel and the trade-in form,
 * mounted as a stock locator and a showroom would mount them. What onNarrow was last told is
 * shown in an <output>.
 */

interface HarnessData {
  endpoint: string;
  fallbackEndpoint: string;
  cars: { id: string; list: string; name: string }[];
}

const data = JSON.parse(
  document.getElementById("harness-data")?.textContent ?? "{}",
) as HarnessData;

function Harness() {
  const [narrowed, setNarrowed] = useState("—");
  const [calls, setCalls] = useState(0);
  return (
    <main style={{ padding: "1rem", display: "grid", gap: "1.5rem" }}>
      <PostcodeSearch
        listing="default"
        brand="Land Rover"
        endpoint={data.endpoint}
        fallbackEndpoint={data.fallbackEndpoint}
        onNarrow={(codes) => {
          setNarrowed(codes === null ? "none" : codes.join(","));
          setCalls((n) => n + 1);
        }}
      />
      <p>
        <output data-testid="narrowed">{narrowed}</output> (
        <output data-testid="narrow-calls">{calls}</output>)
      </p>
      <ul>
        {data.cars.map((car) => (
          <li key={car.id} data-testid={`car-${car.id}`}>
            <span>{car.name}</span>
            <SaveCarButton id={car.id} list={car.list} name={car.name} />
          </li>
        ))}
      </ul>
      <SavedCarsPanel mainBrand="Land Rover" />
      <TradeInForm lang="ar" endpoint="/trade_in/form_options" />
    </main>
  );
}

const root = document.getElementById("root");
if (root)
  // As the site mounts its islands: no StrictMode.
  createRoot(root).render(
    <SiteContext.Provider value={defaultSiteContext}>
      <Harness />
    </SiteContext.Provider>,
  );
