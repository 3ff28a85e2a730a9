import type { VehicleVertical } from '@cvb/contracts';
import type { StoryText } from './story-seed';

/** The facts of the older generated news (news-generated.ts), already in the language's words. */
export interface FleetOrderFacts {
  buyer: string;
  count: number;
  bus: string;
  brand: string;
  /** The order's worth standing alone ("₹45 कोटी") and before a postposition ("₹45 కోట్ల"). */
  total: string;
  totalPre: string;
  /** One bus's price span. */
  price: string;
}
export interface PriceRiseFacts {
  brand: string;
  vertical: VehicleVertical;
  percent: string;
  date: string;
}
export interface DealershipFacts {
  brand: string;
  vertical: VehicleVertical;
  city: string;
  state: string;
  bays: number;
}
export interface FleetAdditionFacts {
  fleet: string;
  count: number;
  truck: string;
  brand: string;
  fuel: string;
  price: string;
}
export interface ElectricFacts {
  name: string;
  brand: string;
  units: string;
  price: string;
  vertical: VehicleVertical;
}
export interface SeasonFacts {
  season: string;
  states: readonly [string, string];
  rise: number;
  first: string;
  firstPrice: string;
  second: string;
  secondPrice: string;
}

/** Names and story writers of the older news in one language besides English and Hindi. */
export interface OlderNewsWords {
  /** Transport corporations by their tag ("msrtc"). */
  buyers: Record<string, string>;
  /** Cities and states by their English name. */
  places: Record<string, string>;
  /** Farm seasons by their English name ("rabi sowing"). */
  seasons: Record<string, string>;
  fleetOrder: (facts: FleetOrderFacts) => StoryText;
  priceRise: (facts: PriceRiseFacts) => StoryText;
  dealership: (facts: DealershipFacts) => StoryText;
  fleetAddition: (facts: FleetAdditionFacts) => StoryText;
  electricMilestone: (facts: ElectricFacts) => StoryText;
  tractorSeason: (facts: SeasonFacts) => StoryText;
}
