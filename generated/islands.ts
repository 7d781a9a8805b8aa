// Generated from 50 schemas under schemas/ by `npm run generate`. Do not edit: change the schema and regenerate.

import type { ComponentType } from "react";
import type { BlockProps } from "./types.ts";

/** Template keys of the blocks that hydrate in the browser (`x-island`). */
export type IslandTemplateKey = "lrdx-accolade-image-box" | "lrdx-accordion" | "lrdx-collection-carousel" | "lrdx-collection-item" | "lrdx-collection-slider" | "lrdx-color-button-carousel" | "lrdx-content-blocks-carousel" | "lrdx-derivatives" | "lrdx-diesel-petrol-quiz" | "lrdx-dropdown-sections-selector" | "lrdx-dual-frame-carousel-new" | "lrdx-dual-frame-map" | "lrdx-expanded-entry-form" | "lrdx-exterior360" | "lrdx-gallery" | "lrdx-hero-slider" | "lrdx-hero-title-banner-tall" | "lrdx-house-of-brands" | "lrdx-icons-timeline" | "lrdx-immersive-hero" | "lrdx-infotainment-system-selector" | "lrdx-inspired-collection" | "lrdx-interior-360" | "lrdx-l-460-bev" | "lrdx-l-460-bev-cancel" | "lrdx-local-vin-checker" | "lrdx-map-update" | "lrdx-masonry" | "lrdx-model-summary-filters" | "lrdx-models-carousel-manual" | "lrdx-models-specifications" | "lrdx-number-button-slider" | "lrdx-off-road-quiz" | "lrdx-overseas-stock-locator" | "lrdx-powertrain-quiz" | "lrdx-quote-slider" | "lrdx-rent-a-car" | "lrdx-retailer-locator" | "lrdx-retailer-locator-cards" | "lrdx-retailer-locator-mena" | "lrdx-retailer-locator-with-map" | "lrdx-seat-slider" | "lrdx-section-image-tabs" | "lrdx-section-tabs" | "lrdx-select-your-vehicle-to-update" | "lrdx-specification-accordion" | "lrdx-stock-locator" | "lrdx-stock-locator-carousel" | "lrdx-subscription-quiz" | "lrdx-tabbed-component";

/** Island template key -> its component, loaded only on pages that show it. */
export const islandLoaders: {
  [K in IslandTemplateKey]: () => Promise<{ default: ComponentType<BlockProps<K>> }>;
} = {
  "lrdx-accolade-image-box": () => import("../site/blocks/AccoladeImageBox/index.tsx"),
  "lrdx-accordion": () => import("../site/blocks/Accordion/index.tsx"),
  "lrdx-collection-carousel": () => import("../site/blocks/CollectionCarousel/index.tsx"),
  "lrdx-collection-item": () => import("../site/blocks/CollectionItem/index.tsx"),
  "lrdx-collection-slider": () => import("../site/blocks/CollectionSlider/index.tsx"),
  "lrdx-color-button-carousel": () => import("../site/blocks/ColorButtonCarousel/index.tsx"),
  "lrdx-content-blocks-carousel": () => import("../site/blocks/ContentBlocksCarousel/index.tsx"),
  "lrdx-derivatives": () => import("../site/blocks/Derivatives/index.tsx"),
  "lrdx-diesel-petrol-quiz": () => import("../site/blocks/DieselPetrolQuiz/index.tsx"),
  "lrdx-dropdown-sections-selector": () => import("../site/blocks/DropdownSectionsSelector/index.tsx"),
  "lrdx-dual-frame-carousel-new": () => import("../site/blocks/DualFrameCarouselNew/index.tsx"),
  "lrdx-dual-frame-map": () => import("../site/blocks/DualFrameMap/index.tsx"),
  "lrdx-expanded-entry-form": () => import("../site/blocks/ExpandedEntryForm/index.tsx"),
  "lrdx-exterior360": () => import("../site/blocks/Exterior360/index.tsx"),
  "lrdx-gallery": () => import("../site/blocks/Gallery/index.tsx"),
  "lrdx-hero-slider": () => import("../site/blocks/HeroSlider/index.tsx"),
  "lrdx-hero-title-banner-tall": () => import("../site/blocks/HeroTitleBannerTall/index.tsx"),
  "lrdx-house-of-brands": () => import("../site/blocks/HouseOfBrands/index.tsx"),
  "lrdx-icons-timeline": () => import("../site/blocks/IconsTimeline/index.tsx"),
  "lrdx-immersive-hero": () => import("../site/blocks/ImmersiveHero/index.tsx"),
  "lrdx-infotainment-system-selector": () => import("../site/blocks/InfotainmentSystemSelector/index.tsx"),
  "lrdx-inspired-collection": () => import("../site/blocks/InspiredCollection/index.tsx"),
  "lrdx-interior-360": () => import("../site/blocks/Interior360/index.tsx"),
  "lrdx-l-460-bev": () => import("../site/blocks/L460Bev/index.tsx"),
  "lrdx-l-460-bev-cancel": () => import("../site/blocks/L460BevCancel/index.tsx"),
  "lrdx-local-vin-checker": () => import("../site/blocks/LocalVinChecker/index.tsx"),
  "lrdx-map-update": () => import("../site/blocks/MapUpdate/index.tsx"),
  "lrdx-masonry": () => import("../site/blocks/Masonry/index.tsx"),
  "lrdx-model-summary-filters": () => import("../site/blocks/ModelSummaryFilters/index.tsx"),
  "lrdx-models-carousel-manual": () => import("../site/blocks/ModelsCarouselManual/index.tsx"),
  "lrdx-models-specifications": () => import("../site/blocks/ModelsSpecifications/index.tsx"),
  "lrdx-number-button-slider": () => import("../site/blocks/NumberButtonSlider/index.tsx"),
  "lrdx-off-road-quiz": () => import("../site/blocks/OffRoadQuiz/index.tsx"),
  "lrdx-overseas-stock-locator": () => import("../site/blocks/OverseasStockLocator/index.tsx"),
  "lrdx-powertrain-quiz": () => import("../site/blocks/PowertrainQuiz/index.tsx"),
  "lrdx-quote-slider": () => import("../site/blocks/QuoteSlider/index.tsx"),
  "lrdx-rent-a-car": () => import("../site/blocks/RentACar/index.tsx"),
  "lrdx-retailer-locator": () => import("../site/blocks/RetailerLocator/index.tsx"),
  "lrdx-retailer-locator-cards": () => import("../site/blocks/RetailerLocatorCards/index.tsx"),
  "lrdx-retailer-locator-mena": () => import("../site/blocks/RetailerLocatorMena/index.tsx"),
  "lrdx-retailer-locator-with-map": () => import("../site/blocks/RetailerLocatorWithMap/index.tsx"),
  "lrdx-seat-slider": () => import("../site/blocks/SeatSlider/index.tsx"),
  "lrdx-section-image-tabs": () => import("../site/blocks/SectionImageTabs/index.tsx"),
  "lrdx-section-tabs": () => import("../site/blocks/SectionTabs/index.tsx"),
  "lrdx-select-your-vehicle-to-update": () => import("../site/blocks/SelectYourVehicleToUpdate/index.tsx"),
  "lrdx-specification-accordion": () => import("../site/blocks/SpecificationAccordion/index.tsx"),
  "lrdx-stock-locator": () => import("../site/blocks/StockLocator/index.tsx"),
  "lrdx-stock-locator-carousel": () => import("../site/blocks/StockLocatorCarousel/index.tsx"),
  "lrdx-subscription-quiz": () => import("../site/blocks/SubscriptionQuiz/index.tsx"),
  "lrdx-tabbed-component": () => import("../site/blocks/TabbedComponent/index.tsx"),
};

export function isIslandTemplateKey(key: string): key is IslandTemplateKey {
  return Object.hasOwn(islandLoaders, key);
}
